// The staff's roles (docs/decisions/026-staff-roles.md). Each role can do everything the one below
// it can: a moderator handles submissions, claims, contact messages and check-in and reads the rest;
// an editor also changes every content entity; an owner also manages staff, API tokens and settings.
// The server enforces this on every admin procedure; the admin only hides what a role cannot use.

export const STAFF_ROLES = ["owner", "editor", "moderator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const RANK: Record<StaffRole, number> = { moderator: 1, editor: 2, owner: 3 };

/** Whether a person (or token) of `role` may do what needs `needed`. */
export function roleAllows(role: StaffRole, needed: StaffRole): boolean {
  return RANK[role] >= RANK[needed];
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  editor: "Editor",
  moderator: "Moderator",
};

/** What each role may do, in a sentence, for the staff screen and the invitation mail. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts, API tokens and site settings.",
  editor: "Every listing, event, article and page, submissions, claims, messages and subscribers.",
  moderator: "Submissions, claims, contact messages and event check-in; reads the rest.",
};

/** The 403 message of a refusal, naming the role needed. */
export function roleNeededMessage(needed: StaffRole): string {
  if (needed === "owner") return "Only an owner can do this";
  if (needed === "editor") return "This needs the editor or owner role";
  return "This needs a staff role";
}
