// Where an activity entry leads: the entity's public page when it has one by id (an event, a news
// article), else the admin section that lists it; nothing once it is gone (deleted or purged), nor
// for what no section shows (a visitor's inquiry, staff accounts and tokens).
import type { ActivityEntity } from "@chamber/core/schemas";

const sections: Partial<Record<ActivityEntity, string>> = {
  Business: "/admin/businesses",
  EventSeries: "/admin/events",
  Page: "/admin/pages",
  BoardMember: "/admin/board",
  Category: "/admin/categories",
  Setting: "/admin/settings",
  ContactMessage: "/admin/messages",
  ContactReply: "/admin/messages",
  NewsletterSubscription: "/admin/messages",
  Submission: "/admin/businesses",
  Member: "/admin/members",
  BusinessMember: "/admin/members",
  ListingClaim: "/admin/members",
};

const publicPages: Partial<Record<ActivityEntity, (id: string) => string>> = {
  Event: (id) => `/events/${id}`,
  NewsArticle: (id) => `/news/${id}`,
};

export interface EntryTarget {
  href: string;
  /** Whether it is the public page (opened as the visitor sees it) rather than an admin screen. */
  public: boolean;
}

export function entryTarget(entry: { entity: string; entityId: string; action: string }): EntryTarget | null {
  if (entry.action === "delete" || entry.action === "purge") return null;
  const entity = entry.entity as ActivityEntity;
  const page = publicPages[entity];
  if (page) return { href: page(entry.entityId), public: true };
  const section = sections[entity];
  return section ? { href: section, public: false } : null;
}

/** The Activity view narrowed to one row's history. */
export function historySearch(entry: { entity: string; entityId: string }) {
  return { entity: entry.entity as ActivityEntity, entityId: entry.entityId };
}
