// A callback that runs `delay` ms after its last call, with `cancel()` to drop a pending run: the
// directory's search box searches once typing pauses, not on every key.
import { useEffect, useMemo, useRef } from "react";

export type DebouncedCallback<Args extends unknown[]> = ((...args: Args) => void) & { cancel: () => void };

export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
): DebouncedCallback<Args> {
  // The latest callback runs, though the debounced function keeps its identity across renders.
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<number | undefined>(undefined);
  const debounced = useMemo(() => {
    const cancel = () => window.clearTimeout(timer.current);
    const run = (...args: Args) => {
      cancel();
      timer.current = window.setTimeout(() => latest.current(...args), delay);
    };
    return Object.assign(run, { cancel });
  }, [delay]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
