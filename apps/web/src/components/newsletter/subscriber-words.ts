// What the newsletter's pages and the admin say of a subscription's state and lists. Kept here,
// not in @chamber/core's helpers: that module is in every page's first script, the home page's too.
import type { NewsletterList, NewsletterStatus } from "@chamber/core/schemas";

/** Each list's name, in the order the pages offer them. */
export const newsletterListLabels: Record<NewsletterList, string> = {
  news: "News",
  events: "Events digest",
  members: "Members-only",
};
export const newsletterListNames = Object.keys(newsletterListLabels) as NewsletterList[];

export const statusWords: Record<NewsletterStatus, string> = {
  pending: "Waiting for your confirmation",
  confirmed: "Subscribed",
  unsubscribed: "Unsubscribed",
  bounced: "Stopped: mail to this address could not be delivered",
};

/** "News and Events digest". */
export function listWords(lists: readonly NewsletterList[]): string {
  const names = lists.map((list) => newsletterListLabels[list]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "none");
}
