// Where toasts appear (docs/product.md §4): one at a time, 5 s, in a labelled region that F8 focuses from
// anywhere on the page and where a swipe right of 50 px dismisses a toast. The region is always
// there; the list that draws the toasts, with the swipe handler and Mantine's toast store, is
// fetched with the first one (a toast raised meanwhile waits in the store and shows once it
// arrives), keeping ~8 KB of script off every page.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import classes from "./NotificationRegion.module.css";
import { onToastRaised } from "./toast-raised.ts";

const NOTIFICATION_REGION_ID = "notification-region";

const Toasts = lazy(() => import("./Toasts.tsx"));

export function NotificationRegion() {
  const regionRef = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRaised(() => setWanted(true)), []);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "F8" || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      id={NOTIFICATION_REGION_ID}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className={classes.region}
    >
      {wanted && (
        <Suspense fallback={null}>
          <Toasts region={regionRef} />
        </Suspense>
      )}
    </section>
  );
}
