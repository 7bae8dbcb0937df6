// The newsletter's lists and a subscription's states, without zod: the public pages and forms
// (public-forms.ts) need the names, not the schemas.

/** The lists a subscriber may hold: the chamber's news, the events digest, the members-only letter. */
export const newsletterLists = ["news", "events", "members"] as const;
export type NewsletterList = (typeof newsletterLists)[number];

/** Each list's name as the pages and the admin say it. */
export const newsletterListLabels: Record<NewsletterList, string> = {
  news: "News",
  events: "Events digest",
  members: "Members-only",
};

/** What a sign-up holds when it names no lists (the database's default too). */
export const defaultNewsletterLists: NewsletterList[] = ["news", "events"];

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** The members-only list is for the addresses of member accounts (the field refusal's words). */
export const MEMBERS_LIST_REFUSAL =
  "The members-only newsletter is for the e-mail address of a member account: use the address you sign in with";
