// The one way an admin form saves: validate with the entity's shared zod schema, send create or
// update, raise the docs/product.md §8 toasts, file the server's field errors under the fields, and
// on success hand over to the caller (close the form, refresh the lists) and have the list show the
// saved item.
import { type FormErrors, useForm } from "@mantine/form";
import { useContext, useEffect } from "react";
import { applyServerErrors, type ServerErrorOptions } from "#web/lib/admin/form-errors.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { FormGuardContext } from "./form-guard.tsx";
import { SavedItemContext } from "./saved-item.ts";
import type { WriteMessages } from "./saved-messages.ts";

/** An entity's form logic, as its `<entity>-form.ts` module defines it. */
export interface EntityFormSpec<Item, Values, Input> {
  values: (item: Item | null) => Values;
  toInput: (values: Values) => Input;
  validate: (values: Values) => FormErrors;
  messages: WriteMessages;
  /** Where a failed write's field errors show, when not under the field of the same name. */
  serverErrors?: (values: Values) => ServerErrorOptions;
}

export interface EntityFormOptions<Item, Input> {
  /** The item being edited, or null to create one. */
  item: Item | null;
  /** Sends the input: create when `item` is null, else update. */
  save: (input: Input) => Promise<unknown>;
  onSaved: () => void;
  /** Unsaved changes held outside the form's values (asked about before closing, like the form's). */
  dirty?: () => boolean;
  /** The success toast's text, from the standard one, once the write is done (to add what it answered). */
  successMessage?: (standard: string) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound on form values.
export function useEntityForm<Item, Values extends Record<string, any>, Input>(
  spec: EntityFormSpec<Item, Values, Input>,
  { item, save, onSaved, dirty, successMessage }: EntityFormOptions<Item, Input>,
) {
  const form = useForm<Values>({ mode: "controlled", initialValues: spec.values(item), validate: spec.validate });
  const reveal = useContext(SavedItemContext);
  // The dialog or card around the form asks before closing over unsaved changes.
  const guard = useContext(FormGuardContext);
  useEffect(() => guard?.register(() => form.isDirty() || (dirty?.() ?? false)));
  const submit = form.onSubmit(async (values) => {
    let saved: unknown;
    const done = await writeWithToasts(
      async () => {
        saved = await save(spec.toInput(values));
      },
      {
        success: () => {
          const standard = item ? spec.messages.updated : spec.messages.created;
          return successMessage ? successMessage(standard) : standard;
        },
        failure: item ? spec.messages.updateFailed : spec.messages.createFailed,
        onFailure: (error) => applyServerErrors(form, error, spec.serverErrors?.(values)),
      },
    );
    if (!done) return;
    onSaved();
    // The list shows the saved item to its author (scrolled to, highlighted).
    reveal?.(saved);
  });
  return { form, submit };
}
