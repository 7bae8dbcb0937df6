// Where toasts appear (docs/product.md §4): one at a time, 5 s, in a labelled region that F8 focuses from
// anywhere on the page and where a swipe right of 50 px dismisses a toast.
import { Notifications } from "@mantine/notifications";
import { useEffect, useRef } from "react";
import { TOAST_DURATION_MS } from "../../lib/toast.ts";
import classes from "./NotificationRegion.module.css";
import { attachSwipeDismiss } from "./swipe-dismiss.ts";

export const NOTIFICATION_REGION_ID = "notification-region";

export function NotificationRegion() {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8" || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    const detachSwipe = attachSwipeDismiss(region);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      detachSwipe();
    };
  }, []);

  return (
    <section
      ref={regionRef}
      id={NOTIFICATION_REGION_ID}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={classes.region}
    >
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position="bottom-right"
        withinPortal={false}
        allowDragDismiss={false}
        allowScrollDismiss={false}
        classNames={{ notification: classes.toast }}
      />
    </section>
  );
}
