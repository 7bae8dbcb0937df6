import { Button } from "@mantine/core";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { IconPlus } from "#web/components/ui/icons.ts";

/** A tab's 'Add …' / 'New Page' button, beside its title; not shown to a moderator, who cannot add. */
export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  if (!useCan("editor")) return null;
  return (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick} disabled={disabled}>
      {label}
    </Button>
  );
}
