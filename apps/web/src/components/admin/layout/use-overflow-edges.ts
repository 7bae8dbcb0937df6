// Whether a sideways-scrolling box has more to show past its left or right edge, kept up to date
// as it scrolls or resizes: the admin's tab bar shows a fade and an arrow on each such edge, so a
// phone user can tell that Pages and Settings are there, off to the right.
import { type RefObject, useEffect, useState } from "react";

export interface OverflowEdges {
  start: boolean;
  end: boolean;
}

/** Past-the-edge content, allowing a pixel of rounding at either end. */
export function overflowEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): OverflowEdges {
  return { start: box.scrollLeft > 1, end: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
}

export function useOverflowEdges(ref: RefObject<HTMLElement | null>, ready: boolean): OverflowEdges {
  const [edges, setEdges] = useState<OverflowEdges>({ start: false, end: false });
  useEffect(() => {
    const box = ref.current;
    if (!ready || !box) return;
    const update = () =>
      setEdges((previous) => {
        const next = overflowEdges(box);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    update();
    box.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref, ready]);
  return edges;
}
