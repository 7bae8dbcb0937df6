// How the Activity view names who made a change: a person with their role, a token as a token,
// members, visitors and the system as such.
import { ROLE_LABELS, type StaffRole } from "@chamber/core";

export interface ActorLike {
  kind: "staff" | "member" | "token" | "visitor" | "system";
  name: string;
  role: StaffRole | null;
}

/** "Editor", "API token · Owner", "Member", "Visitor", "System". */
export function actorRoleLabel(actor: ActorLike): string {
  const role = actor.role ? ROLE_LABELS[actor.role] : null;
  if (actor.kind === "token") return role ? `API token · ${role}` : "API token";
  if (actor.kind === "staff") return role ?? "Staff";
  return { member: "Member", visitor: "Visitor", system: "System" }[actor.kind];
}
