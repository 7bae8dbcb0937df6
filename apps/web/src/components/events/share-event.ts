// docs/product.md §2 Share Event. Links first, so sharing works without a script: by e-mail and on
// the social sites' share pages. With a script, the device's share sheet when there is one, and
// copying the address.
import { toast } from "#web/lib/toast.ts";

export interface SharedEvent {
  title: string;
  description: string;
}

export function shareLinks(event: SharedEvent, url: string) {
  const mail = new URLSearchParams({ subject: event.title, body: `${event.title}\n${url}` });
  return {
    // URLSearchParams writes spaces as "+", which mail clients show as they are.
    email: `mailto:?${mail.toString().replace(/\+/g, "%20")}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: url })}`,
    x: `https://x.com/intent/post?${new URLSearchParams({ text: event.title, url })}`,
  };
}

/** Opens the device's share sheet; false where there is none (the links are there instead). */
export async function shareNatively(event: SharedEvent, url: string): Promise<boolean> {
  if (typeof navigator.share !== "function") return false;
  try {
    await navigator.share({ title: event.title, text: event.description, url });
  } catch (error) {
    // The person closed the share sheet: nothing to report. Any other failure shows the links.
    if (!(error instanceof DOMException && error.name === "AbortError")) return false;
  }
  return true;
}

export async function copyLink(url: string): Promise<void> {
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
