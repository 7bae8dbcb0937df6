// docs/product.md §4: a notification swiped right by 50 px or more is dismissed. Mantine's own drag-to-dismiss
// uses a different rule (35 % of the width, either direction), so it is switched off and this
// pointer handler takes its place. It is attached once to the notification region and finds the
// toast under the pointer by its `data-toast-id` (set by `toast()`).
import { notifications } from "@mantine/notifications";

const SWIPE_DISMISS_PX = 50;

export function attachSwipeDismiss(region: HTMLElement): () => void {
  let active: { id: string; element: HTMLElement; pointerId: number; startX: number; startY: number } | null = null;

  const reset = () => {
    if (!active) return;
    active.element.style.setProperty("--notifications-swipe-offset", "0px");
    active.element.style.setProperty("--notifications-swipe-opacity", "1");
    active = null;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    const target = event.target as Element | null;
    // Leave the close button (and any other control) its own click.
    if (target?.closest("button, a")) return;
    const element = target?.closest<HTMLElement>("[data-toast-id]");
    const id = element?.dataset.toastId;
    if (!element || !id) return;
    active = { id, element, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY };
    element.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!active || event.pointerId !== active.pointerId) return;
    const dx = Math.max(0, event.clientX - active.startX);
    // Mantine composes its transform from these variables; setting them moves the toast with
    // the finger without fighting its enter and exit transitions.
    active.element.style.setProperty("--notifications-swipe-offset", `${dx}px`);
    active.element.style.setProperty("--notifications-swipe-opacity", String(Math.max(0.4, 1 - dx / 200)));
  };

  const onPointerUp = (event: PointerEvent) => {
    if (!active || event.pointerId !== active.pointerId) return;
    const dx = event.clientX - active.startX;
    const { id } = active;
    reset();
    if (dx >= SWIPE_DISMISS_PX) notifications.hide(id);
  };

  region.addEventListener("pointerdown", onPointerDown);
  region.addEventListener("pointermove", onPointerMove);
  region.addEventListener("pointerup", onPointerUp);
  region.addEventListener("pointercancel", reset);
  return () => {
    region.removeEventListener("pointerdown", onPointerDown);
    region.removeEventListener("pointermove", onPointerMove);
    region.removeEventListener("pointerup", onPointerUp);
    region.removeEventListener("pointercancel", reset);
  };
}
