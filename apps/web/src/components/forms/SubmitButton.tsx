// The public forms' send button: full width on a phone, at the form's right edge from `xs` up,
// with the send icon after its words.
import type { ReactNode } from "react";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconSend } from "#web/components/ui/icons.ts";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";

interface SubmitButtonProps {
  /** Drawn with Mantine's loader while the send is out. */
  loading?: boolean;
  /** Not pressable (the words say why, as 'Sending...'). */
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({ loading, disabled, children }: SubmitButtonProps) {
  return (
    <GroupMarkup justify="flex-end">
      <ButtonMarkup
        type="submit"
        size="md"
        w={{ base: "100%", xs: "auto" }}
        loading={loading}
        disabled={disabled}
        rightSection={<IconSend size={18} aria-hidden="true" />}
      >
        {children}
      </ButtonMarkup>
    </GroupMarkup>
  );
}
