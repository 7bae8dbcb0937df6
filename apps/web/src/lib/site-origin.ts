// The site's public address, for links that leave it (an event's share links). The server renders
// with PUBLIC_URL as the request's origin, which the router keeps; the browser reads the same
// origin from the page's canonical link, which the server wrote from PUBLIC_URL, so both draw the
// same links however the visitor reached the site.
import { useRouter } from "@tanstack/react-router";

export function useSiteOrigin(): string {
  const router = useRouter();
  if (typeof document === "undefined") return router.origin ?? "";
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}
