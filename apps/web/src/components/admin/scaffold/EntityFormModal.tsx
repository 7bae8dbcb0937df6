// Every admin add/edit dialog: the title says which ("Add Business" / "Edit Business"), the form
// inside is the entity's own and closes the dialog when it is done. Escape, a click outside and
// the close button ask before throwing away unsaved changes (form-guard.tsx).
import { Fragment, type ReactNode } from "react";
import { AdminModal } from "./AdminModal.tsx";
import { FormGuardContext, useDiscardGuard } from "./form-guard.tsx";
import type { FormDialog } from "./use-form-dialog.ts";

export interface EntityFormModalProps<Item> {
  dialog: FormDialog<Item>;
  addTitle: string;
  /** Only for dialogs that also edit. */
  editTitle?: string;
  children: (item: Item | null, onDone: () => void) => ReactNode;
}

export function EntityFormModal<Item>({ dialog, addTitle, editTitle, children }: EntityFormModalProps<Item>) {
  const title = dialog.item && editTitle ? editTitle : addTitle;
  const { guard, prompt, asking } = useDiscardGuard();
  return (
    <FormGuardContext.Provider value={guard}>
      <AdminModal
        opened={dialog.opened}
        onClose={() => guard.requestClose(dialog.close)}
        // While the question is asked, its Escape is its own.
        closeOnEscape={!asking}
        title={title}
      >
        <Fragment key={dialog.version}>{children(dialog.item, dialog.close)}</Fragment>
      </AdminModal>
      {/* Beside the dialog, not in it: its Escape must not bubble to the dialog's own. */}
      {prompt}
    </FormGuardContext.Provider>
  );
}
