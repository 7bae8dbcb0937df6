// Mantine's notification list, with its transitions: loaded the first time a toast is raised
// (NotificationRegion.tsx), since most visits raise none. Its provider comes with it, and the
// swipe that dismisses a toast is attached to the region from here.
import { Notifications } from "@mantine/notifications";
import { type RefObject, useEffect } from "react";
import { MantineScope } from "#web/components/layout/MantineScope.tsx";
import { TOAST_DURATION_MS } from "#web/lib/toast.ts";
import classes from "./NotificationRegion.module.css";
import { attachSwipeDismiss } from "./swipe-dismiss.ts";

export default function Toasts({ region }: { region: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = region.current;
    return element ? attachSwipeDismiss(element) : undefined;
  }, [region]);
  return (
    <MantineScope>
      <Notifications
        limit={1}
        autoClose={TOAST_DURATION_MS}
        position="bottom-right"
        withinPortal={false}
        allowDragDismiss={false}
        allowScrollDismiss={false}
        classNames={{ notification: classes.toast }}
      />
    </MantineScope>
  );
}
