import { useState } from "react";

interface FormDialogState<Item> {
  opened: boolean;
  item: Item | null;
  /** Bumped on every opening, so the form inside starts from the item's values each time. */
  version: number;
}

/**
 * The add/edit dialog's state. The item stays while the dialog closes, so its content does not
 * flash to an empty form during the closing transition.
 */
export function useFormDialog<Item>() {
  const [state, setState] = useState<FormDialogState<Item>>({ opened: false, item: null, version: 0 });
  return {
    ...state,
    open: (item: Item | null = null) => setState((current) => ({ opened: true, item, version: current.version + 1 })),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}

export type FormDialog<Item> = ReturnType<typeof useFormDialog<Item>>;
