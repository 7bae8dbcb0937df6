// The chamber's own time zone as the page names it (a <meta name="site-timezone"> the server writes
// in every page), and its name as people say it, for the pages drawn in the browser alone (the
// admin, the member's account): read at load, it is the fallback on the server, so a page the
// server renders takes its zone from core's shownTimezone() instead (router.tsx sets it on both
// sides). Apart from admin/site-zone.ts, which converts the admin's date fields with dayjs and its
// zone plugins: /events/submit needs only the zone's name, and would otherwise ship dayjs (~4 KB
// gzip) with the form.
export const FALLBACK_SITE_ZONE = "America/Los_Angeles";

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone named by the page's site-timezone meta tag, else the fallback. */
export function readSiteZone(doc: Pick<Document, "querySelector"> | undefined): string {
  const named = doc?.querySelector('meta[name="site-timezone"]')?.getAttribute("content")?.trim();
  return named && isKnownZone(named) ? named : FALLBACK_SITE_ZONE;
}

/** The zone's name as people say it ("Pacific Time"), not its IANA id. */
export function zoneDisplayName(zone: string, locale = "en-US", at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/** Read once: the meta tag is in the HTML before any script runs. */
export const siteZone = readSiteZone(typeof document === "undefined" ? undefined : document);
export const siteZoneName = zoneDisplayName(siteZone);
