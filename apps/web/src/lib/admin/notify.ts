// The docs/product.md §8 admin toasts: 'Success' with a message, or a destructive 'Error' plus a console log
// of the cause.
import { toast } from "#web/lib/toast.ts";

export function notifySuccess(message: string) {
  toast({ title: "Success", message });
}

export function notifyFailure(message: string, cause: unknown) {
  console.error(message, cause);
  toast({ title: "Error", message, variant: "destructive" });
}

/**
 * Runs one admin write with its docs/product.md §8 toasts; resolves whether it succeeded. `onFailure` runs
 * after the error toast (a form shows the server's field errors there). A success message made by a
 * function is made after the write, so it can tell what the write answered (one toast shows at a time).
 */
export async function writeWithToasts(
  write: () => Promise<unknown>,
  messages: { success: string | (() => string); failure: string; onFailure?: (error: unknown) => void },
): Promise<boolean> {
  try {
    await write();
  } catch (error) {
    notifyFailure(messages.failure, error);
    messages.onFailure?.(error);
    return false;
  }
  notifySuccess(typeof messages.success === "string" ? messages.success : messages.success());
  return true;
}
