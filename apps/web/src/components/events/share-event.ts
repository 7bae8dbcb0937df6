// docs/product.md §2 Share Event: the device's share sheet when there is one, else the URL on the clipboard
// and a toast saying so.
import { toast } from "../../lib/toast.ts";

export async function shareEvent(event: { title: string; description: string }): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: event.title, text: event.description, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
      // Any other failure (e.g. not allowed here) falls through to copying the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", message: "The event link is on your clipboard." });
  } catch {
    toast({
      title: "Could not copy the link",
      message: "Copy the address from your browser's address bar instead.",
      variant: "destructive",
    });
  }
}
