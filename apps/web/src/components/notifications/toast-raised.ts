// The moment the first toast is raised, told to the notification region without the toast store:
// the region is on every page, and the store and the list that draws toasts load only then.
let raised = false;
const listeners = new Set<() => void>();

/** Called by `toast()` (lib/toast.ts) each time it shows one. */
export function markToastRaised(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

/** Runs `listener` once a toast has been raised (at once if one has); returns the unsubscribe. */
export function onToastRaised(listener: () => void): () => void {
  if (raised) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
