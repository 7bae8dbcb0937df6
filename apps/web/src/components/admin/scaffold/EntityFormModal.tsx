// Every admin add/edit dialog: the title says which ("Add Business" / "Edit Business"), the form
// inside is the entity's own and closes the dialog when it is done.
import { Fragment, type ReactNode } from "react";
import { AdminModal } from "./AdminModal.tsx";
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
  return (
    <AdminModal opened={dialog.opened} onClose={dialog.close} title={title}>
      <Fragment key={dialog.version}>{children(dialog.item, dialog.close)}</Fragment>
    </AdminModal>
  );
}
