// The part every editable admin tab shares: its section (id, title, Add button), the add/edit dialog,
// and deleting with the §8 toasts and an Undo. The words all come from the entity's name, one and many
// ("business" / "businesses"): "Business deleted successfully", "Failed to delete business",
// "No businesses yet.", and for the tabs that confirm (docs/product.md §5) "Delete business" /
// "Are you sure you want to delete this business?".
import type { ReactNode } from "react";
import { AddButton } from "./AddButton.tsx";
import type { AdminListProps } from "./AdminList.tsx";
import { ItemActions } from "./ItemActions.tsx";
import { useDeleteItem } from "./use-delete-item.tsx";
import { useFormDialog } from "./use-form-dialog.ts";

export interface AdminListTabConfig<Item> {
  /** The section: its id ("businesses"), heading and Add button's label. */
  section: { id: string; title: string; add: string };
  /** What one item and many are called, lower case: { one: "business", many: "businesses" }. */
  noun: { one: string; many: string };
  remove: (item: Item) => Promise<unknown>;
  /** Undoes a delete (the Undo toast); resolves the restored item. */
  restore: (item: Item) => Promise<unknown>;
  /** Refreshes the lists after a delete or an undo. */
  onDeleted: () => unknown;
  /** Shows the restored item in the list (the list view's `reveal`). */
  onRestored?: (restored: unknown) => unknown;
  /** Asks before deleting, naming the item in the dialog. */
  confirmName?: (item: Item) => string;
}

type SectionProps = Pick<AdminListProps<unknown>, "id" | "title" | "actions" | "what">;

export function useAdminListTab<Item>(config: AdminListTabConfig<Item>) {
  const { section, noun, remove, restore, onDeleted, onRestored, confirmName } = config;
  const dialog = useFormDialog<Item>();
  const deletion = useDeleteItem<Item>({
    remove,
    restore,
    what: `${noun.one.charAt(0).toUpperCase()}${noun.one.slice(1)}`,
    onDeleted,
    onRestored: async (restored) => {
      await onDeleted();
      await onRestored?.(restored);
    },
    confirm: confirmName && {
      title: `Delete ${noun.one}`,
      question: `Are you sure you want to delete this ${noun.one}?`,
      name: confirmName,
    },
  });
  const sectionProps: SectionProps = {
    id: section.id,
    title: section.title,
    actions: <AddButton label={section.add} onClick={() => dialog.open()} />,
    what: noun.many,
  };
  return {
    /** Spread on AdminList: id, title, the Add button, the words for its empty and error states. */
    section: sectionProps,
    /** The add (and, for dialog-edited tabs, edit) dialog's state. */
    dialog,
    /** The confirmation dialog, or nothing for tabs that delete at once. */
    confirmModal: deletion.confirmModal,
    /** One item's Edit and Delete buttons. */
    itemActions: (item: Item, name: string, onEdit: () => void): ReactNode => (
      <ItemActions
        name={name}
        onEdit={onEdit}
        onDelete={() => deletion.request(item)}
        deleting={deletion.isDeleting(item)}
      />
    ),
  };
}
