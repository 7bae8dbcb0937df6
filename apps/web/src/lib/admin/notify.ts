// The SPEC §8 admin toasts: 'Success' with a message, or a destructive 'Error' plus a console log
// of the cause.
import { toast } from "../toast.ts";

export function notifySuccess(message: string) {
  toast({ title: "Success", message });
}

export function notifyFailure(message: string, cause: unknown) {
  console.error(message, cause);
  toast({ title: "Error", message, variant: "destructive" });
}
