// How a form tells its list what it saved, so the list can show the item to its author
// (use-list-view.ts `reveal`). A context rather than a prop: the forms sit in dialogs and inline
// cards several components below the list, and each saves through useEntityForm.
import { createContext } from "react";

export const SavedItemContext = createContext<((saved: unknown) => void) | null>(null);
