import { Button } from "@mantine/core";
import { IconPlus } from "#web/components/ui/icons.ts";

/** A tab's 'Add …' / 'New Page' button, beside its title. */
export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}
