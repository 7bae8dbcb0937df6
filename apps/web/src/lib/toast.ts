// docs/product.md §4/§8 toasts: one visible at a time (a new one replaces the old), 5 s, a default and a
// destructive (red) variant. Each toast carries `data-toast-id` so the swipe handler
// (components/notifications/swipe-dismiss.ts) can dismiss the one under the pointer.
import { notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { markToastRaised } from "#web/components/notifications/toast-raised.ts";

export const TOAST_DURATION_MS = 5000;

export interface ToastOptions {
  title: string;
  /** Text, or text with a control (the admin's "Undo"). */
  message?: ReactNode;
  variant?: "default" | "destructive";
  /** How long it stays, when not the usual 5 s (an Undo toast stays longer). */
  duration?: number;
}

let sequence = 0;

/** Shows a toast and returns its id (for `notifications.hide(id)`). */
export function toast({ title, message, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions): string {
  sequence += 1;
  const id = `toast-${sequence}`;
  markToastRaised();
  notifications.clean();
  notifications.show({
    id,
    title,
    message: message ?? "",
    color: variant === "destructive" ? "red" : "oak",
    autoClose: duration,
    withBorder: true,
    // Screen readers announce an error at once and a success politely.
    role: variant === "destructive" ? "alert" : "status",
    "data-variant": variant,
    "data-toast-id": id,
  } as Parameters<typeof notifications.show>[0]);
  return id;
}
