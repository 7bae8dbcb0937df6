// Mantine's notification list, with its transitions: loaded the first time a toast is raised
// (NotificationRegion.tsx), since most visits raise none. Its provider comes with it.
import { Notifications } from "@mantine/notifications";
import { TOAST_DURATION_MS } from "../../lib/toast.ts";
import { MantineScope } from "../layout/MantineScope.tsx";
import classes from "./NotificationRegion.module.css";

export default function Toasts() {
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
