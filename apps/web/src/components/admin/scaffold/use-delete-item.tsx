// The one way an admin list deletes: at once, or (businesses and events, docs/product.md §5) after
// the confirmation dialog; with the docs/product.md §8 toasts; then the caller refreshes its lists.
import { useState } from "react";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { ConfirmDeleteModal } from "./ConfirmDeleteModal.tsx";

export interface DeleteConfirmation<Item> {
  /** Dialog title, e.g. 'Delete business'. */
  title: string;
  /** The exact question, e.g. 'Are you sure you want to delete this business?' */
  question: string;
  name: (item: Item) => string;
}

export interface DeleteItemOptions<Item> {
  remove: (item: Item) => Promise<unknown>;
  success: string;
  failure: string;
  onDeleted: (item: Item) => unknown;
  confirm?: DeleteConfirmation<Item>;
}

export function useDeleteItem<Item>({ remove, success, failure, onDeleted, confirm }: DeleteItemOptions<Item>) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);

  const run = async (item: Item) => {
    setDeleting(item);
    const done = await writeWithToasts(() => remove(item), { success, failure });
    setAsking(null);
    setDeleting(null);
    if (done) await onDeleted(item);
  };

  const confirmModal = confirm ? (
    <ConfirmDeleteModal
      opened={asking !== null}
      title={confirm.title}
      question={confirm.question}
      name={asking ? confirm.name(asking) : undefined}
      pending={deleting !== null}
      onConfirm={() => asking && void run(asking)}
      onCancel={() => setAsking(null)}
    />
  ) : null;

  return {
    /** Deletes the item, or asks first when the entity wants a confirmation. */
    request: (item: Item) => (confirm ? setAsking(item) : void run(item)),
    isDeleting: (item: Item) => deleting === item && !confirm,
    confirmModal,
  };
}
