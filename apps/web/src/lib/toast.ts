// docs/product.md §4/§8 toasts: one visible at a time (a new one replaces the old), 5 s, a default and a
// destructive (red) variant. Each toast carries `data-toast-id` so the swipe handler
// (components/notifications/swipe-dismiss.ts) can dismiss the one under the pointer.
import { notifications } from "@mantine/notifications";

export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: "default" | "destructive";
}

let sequence = 0;

/** Shows a toast and returns its id (for `notifications.hide(id)`). */
export function toast({ title, message, variant = "default" }: ToastOptions): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  notifications.clean();
  notifications.show({
    id,
    title,
    message: message ?? "",
    color: variant === "destructive" ? "red" : "oak",
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    // Screen readers announce an error at once and a success politely.
    role: variant === "destructive" ? "alert" : "status",
    "data-variant": variant,
    "data-toast-id": id,
  } as Parameters<typeof notifications.show>[0]);
  return id;
}
