// Staff invitation links (docs/decisions/026-staff-roles.md): a random token mailed to the person,
// of which only the SHA-256 is stored, as members' links are (members/member-links.ts). It works
// for 72 hours, once: accepting marks it accepted in the same statement that checks it, so two
// tabs cannot both make an account with it. Re-inviting an address revokes its earlier links.
import type { StaffRole } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { hashToken, newToken } from "../auth/tokens.ts";

type Transaction = Prisma.TransactionClient;

/** Long enough for a person who reads their mail once a day or over a weekend. */
const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** The admin's accept page (apps/web's /admin/invitation), where the person chooses a password. */
export const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/admin/invitation?token=${encodeURIComponent(token)}`;

/** Staff addresses are one per person, whatever their case (as the first admin's is). */
export const staffEmailKey = (email: string) => email.trim().toLowerCase();

export const invitationSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  expiresAt: true,
  createdAt: true,
  invitedBy: { select: { name: true, email: true } },
} satisfies Prisma.StaffInvitationSelect;

type InvitationRow = Prisma.StaffInvitationGetPayload<{ select: typeof invitationSelect }>;

export const toInvitation = ({ invitedBy, ...row }: InvitationRow) => ({
  ...row,
  invitedBy: invitedBy ? invitedBy.name || invitedBy.email : null,
});

/** A new invitation for `person`; earlier ones still waiting for that address stop working. */
export async function issueInvitation(
  tx: Transaction,
  person: { name: string; email: string; role: StaffRole; invitedById: number | null },
  now: Date,
) {
  await tx.staffInvitation.updateMany({
    where: { email: person.email, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  const token = newToken();
  const row = await tx.staffInvitation.create({
    data: { ...person, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) },
    select: invitationSelect,
  });
  return { token, invitation: toInvitation(row) };
}

/** The invitation `token` names while it can still be accepted, or null (unknown, used, revoked, expired). */
export function openInvitation(tx: Transaction, token: string, now: Date) {
  return tx.staffInvitation.findFirst({
    where: { tokenHash: hashToken(token), acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: { id: true, email: true, role: true },
  });
}

/** Marks invitation `id` accepted; false when another request did so first. */
export async function spendInvitation(tx: Transaction, id: number, now: Date): Promise<boolean> {
  const { count } = await tx.staffInvitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    data: { acceptedAt: now },
  });
  return count === 1;
}
