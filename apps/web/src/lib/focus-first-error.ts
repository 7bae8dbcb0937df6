// After a submit that failed validation, focus goes to the first field in error, in the order the
// form shows them, so a keyboard or screen-reader user lands on the message rather than staying on
// the button (WCAG 3.3.1). Mantine marks a field in error with aria-invalid once it re-renders, so
// the look waits for the next frame.
import type { FormEvent } from "react";

/** The second argument of Mantine form's onSubmit: runs when validation failed. */
export function focusFirstError(_errors: unknown, _values: unknown, event?: FormEvent<HTMLFormElement>): void {
  const form = event?.currentTarget;
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
