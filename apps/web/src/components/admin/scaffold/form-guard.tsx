// Unsaved changes are not thrown away without asking. A dialog or inline form card owns a guard
// (`useDiscardGuard`); the form inside reports whether it is dirty (useEntityForm registers it),
// and every way of closing (Escape, a click outside, the close button, Cancel) goes through
// `requestClose`, which asks "Discard unsaved changes?" first when there is something to lose.
import { createContext, type ReactNode, useMemo, useRef, useState } from "react";
import { DiscardChangesModal } from "./DiscardChangesModal.tsx";

export interface FormGuard {
  /** The form says how to tell whether it has unsaved changes; returns the unregistration. */
  register: (isDirty: () => boolean) => () => void;
  /** Runs `close` at once, or after the admin chose Discard when the form has unsaved changes. */
  requestClose: (close: () => void) => void;
}

export const FormGuardContext = createContext<FormGuard | null>(null);

export function useDiscardGuard(): { guard: FormGuard; prompt: ReactNode; asking: boolean } {
  const isDirty = useRef<() => boolean>(() => false);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  const guard = useMemo<FormGuard>(
    () => ({
      register: (check) => {
        isDirty.current = check;
        return () => {
          if (isDirty.current === check) isDirty.current = () => false;
        };
      },
      requestClose: (close) => (isDirty.current() ? setPendingClose(() => close) : close()),
    }),
    [],
  );
  const prompt = (
    <DiscardChangesModal
      opened={pendingClose !== null}
      onKeep={() => setPendingClose(null)}
      onDiscard={() => {
        const close = pendingClose;
        setPendingClose(null);
        close?.();
      }}
    />
  );
  return { guard, prompt, asking: pendingClose !== null };
}
