// What the activity log records (docs/decisions/027-activity-log.md): the audited tables, the
// actions and the kinds of actor, with the words the admin shows for them. Plain constants, so the
// admin's table and the API's filter schema share one list.

/** The audited tables, as an entry's `entity` names them, with what staff call them. */
export const ACTIVITY_ENTITY_LABELS = {
  Business: "Business",
  Event: "Event",
  EventSeries: "Event series",
  RegistrationSettings: "Registration settings",
  Registration: "Registration",
  NewsArticle: "News article",
  Page: "Page",
  HomeContent: "Home page",
  BoardMember: "Board member",
  Deal: "Deal",
  Job: "Job posting",
  Category: "Category",
  Setting: "Setting",
  ContactMessage: "Contact message",
  ContactReply: "Reply to a contact message",
  NewsletterSubscription: "Newsletter subscription",
  NewsletterIssue: "Newsletter issue",
  Submission: "Submission",
  Member: "Member",
  BusinessMember: "Listing access",
  ListingClaim: "Listing claim",
  Inquiry: "Inquiry",
  AdminUser: "Staff account",
  StaffInvitation: "Staff invitation",
  ApiToken: "API token",
} as const;
export type ActivityEntity = keyof typeof ACTIVITY_ENTITY_LABELS;
export const ACTIVITY_ENTITIES = Object.keys(ACTIVITY_ENTITY_LABELS) as [ActivityEntity, ...ActivityEntity[]];

/** What a write did, as the log's readers see it; written once, as the entities are. */
export const ACTIVITY_ACTION_LABELS = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  purge: "Purged",
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_ACTION_LABELS) as [ActivityAction, ...ActivityAction[]];

export const ACTOR_KINDS = ["staff", "member", "token", "visitor", "system"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * An actor as the `actor` filter spells it: `staff:3`, `token:2`, `member:5`, or `visitor` and
 * `system`, which have no id.
 */
export function actorKey(actor: { kind: ActorKind; id: number | null }): string {
  return actor.id === null ? actor.kind : `${actor.kind}:${actor.id}`;
}

/** The parts of an `actor` filter; null for text that is not one. */
export function parseActorKey(key: string): { kind: ActorKind; id: number | null } | null {
  const match = /^(staff|member|token):([1-9]\d{0,9})$|^(visitor|system)$/.exec(key);
  if (!match) return null;
  if (match[3]) return { kind: match[3] as ActorKind, id: null };
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as ActorKind, id } : null;
}
