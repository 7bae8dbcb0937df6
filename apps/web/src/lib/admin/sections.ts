// The dashboard's tabs, in SPEC §2 order (Businesses first and default). This module stays tiny and
// dependency-free: the /admin route's search validation imports it into the main bundle.
export const adminTabs = ["businesses", "events", "news", "board", "messages", "pages", "settings"] as const;
export type AdminTab = (typeof adminTabs)[number];
export const defaultAdminTab: AdminTab = "businesses";

export const adminTabLabels: Record<AdminTab, string> = {
  businesses: "Businesses",
  events: "Events",
  news: "News",
  board: "Board",
  messages: "Messages",
  pages: "Pages",
  settings: "Settings",
};

/** `?tab=` from the URL: a known tab or nothing (which shows the default). */
export function parseAdminTab(value: unknown): AdminTab | undefined {
  return typeof value === "string" && (adminTabs as readonly string[]).includes(value)
    ? (value as AdminTab)
    : undefined;
}
