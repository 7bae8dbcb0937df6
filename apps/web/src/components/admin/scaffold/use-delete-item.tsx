// The one way an admin list deletes an item: at once (news, pages, messages…, docs/product.md §5)
// or after the confirmation dialog (businesses, events); then a toast that can undo it for
// UNDO_TOAST_MS (the server keeps the row longer, docs/decisions/013-undoable-deletes.md), and the
// caller refreshes its lists. An undone item comes back highlighted in its list.
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { toast } from "#web/lib/toast.ts";
import { ConfirmDeleteModal } from "./ConfirmDeleteModal.tsx";
import { UndoMessage } from "./UndoMessage.tsx";

/** How long the Undo toast stays (paused while the pointer is on it). */
const UNDO_TOAST_MS = 10_000;

interface DeleteConfirmation<Item> {
  /** Dialog title, e.g. 'Delete business'. */
  title: string;
  /** The exact question, e.g. 'Are you sure you want to delete this business?' */
  question: string;
  name: (item: Item) => string;
}

export interface DeleteItemOptions<Item> {
  remove: (item: Item) => Promise<unknown>;
  /** Puts the deleted item back; resolves the item as restored. */
  restore: (item: Item) => Promise<unknown>;
  /** "Business": the toasts say "Business deleted successfully", "Business restored". */
  what: string;
  onDeleted: (item: Item) => unknown;
  onRestored: (restored: unknown) => unknown;
  confirm?: DeleteConfirmation<Item>;
}

export function useDeleteItem<Item>({
  remove,
  restore,
  what,
  onDeleted,
  onRestored,
  confirm,
}: DeleteItemOptions<Item>) {
  const [asking, setAsking] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const lower = what.toLowerCase();

  const undo = async (item: Item, toastId: string) => {
    notifications.hide(toastId);
    try {
      const restored = await restore(item);
      notifySuccess(`${what} restored`);
      await onRestored(restored);
    } catch (error) {
      notifyFailure(`Could not undo: failed to restore ${lower}`, error);
    }
  };

  const run = async (item: Item) => {
    setDeleting(item);
    let done = false;
    try {
      await remove(item);
      done = true;
    } catch (error) {
      notifyFailure(`Failed to delete ${lower}`, error);
    }
    setAsking(null);
    setDeleting(null);
    if (!done) return;
    const id: string = toast({
      title: "Success",
      message: <UndoMessage text={`${what} deleted successfully`} onUndo={() => void undo(item, id)} />,
      duration: UNDO_TOAST_MS,
    });
    await onDeleted(item);
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
