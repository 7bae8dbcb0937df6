// The confirmation shown in place of a sent form, the same whether the script sent it or the
// browser posted it (then the page it redirects to shows it): what happens next, and a way to
// send another.
import { formAnchor, type PublicFormName } from "@chamber/core";
import { type ReactNode, useEffect, useRef } from "react";
import { ButtonAnchorMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { StackMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AlertMarkup } from "./AlertMarkup.tsx";
import { useFormAction } from "./form-action.ts";
import classes from "./PublicForm.module.css";

export interface FormSentProps {
  /** The form sent. */
  name: PublicFormName;
  title: string;
  children: ReactNode;
  /** The label of the way back to an empty form. */
  another: string;
  onAnother: () => void;
}

export function FormSent({ name, title, children, another, onAnother }: FormSentProps) {
  const anotherHref = useFormAction(name);
  const status = useRef<HTMLDivElement>(null);
  // Oak, the theme's green, whose light variant's text is dark enough to read (Mantine's green is not).
  // Focus moves to the confirmation, so a screen reader announces it and the keyboard starts there.
  useEffect(() => status.current?.focus(), []);
  return (
    <StackMarkup gap="md" id={formAnchor(name)} className={classes.anchored}>
      <AlertMarkup
        ref={status}
        role="status"
        tabIndex={-1}
        color="oak"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={title}
      >
        {children}
      </AlertMarkup>
      <ButtonAnchorMarkup
        href={anotherHref}
        variant="outline"
        w={{ base: "100%", xs: "auto" }}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        {another}
      </ButtonAnchorMarkup>
    </StackMarkup>
  );
}
