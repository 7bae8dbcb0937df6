// A public form as a plain HTML form first: it posts its named fields to its page (which answers
// with the confirmation, or the form again with its errors), with a hidden field naming the form; once the script runs, the same fields are sent through the API instead.
import { FORM_NAME_FIELD, formAnchor, type PublicFormName } from "@chamber/core";
import type { ReactNode } from "react";
import { StackMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AlertMarkup } from "./AlertMarkup.tsx";
import { useFormAction } from "./form-action.ts";
import classes from "./PublicForm.module.css";
import type { PublicFormState } from "./use-public-form.ts";

export interface PublicFormProps {
  name: PublicFormName;
  state: PublicFormState;
  label: string;
  children: ReactNode;
}

export function PublicForm({ name, state, label, children }: PublicFormProps) {
  const action = useFormAction(name);
  return (
    <form
      {...state.formProps}
      action={action}
      aria-label={label}
      id={formAnchor(name)}
      className={`${classes.form} ${classes.anchored}`}
    >
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      <StackMarkup gap="md">
        {state.problem && (
          <AlertMarkup color="red" role="alert" tabIndex={-1} title="Not sent">
            {state.problem}
          </AlertMarkup>
        )}
        {children}
      </StackMarkup>
    </form>
  );
}
