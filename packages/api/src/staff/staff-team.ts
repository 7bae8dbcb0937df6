// The owner's work on the staff (docs/product.md "Staff and roles"): who has an account, inviting a
// person, changing a role, removing an account. There is always at least one owner: demoting or
// removing the last one is refused with 409 LAST_OWNER, decided under a lock on the owners' rows
// so two owners demoting each other at once cannot both succeed.
import type { StaffRole } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { signOutEverywhere } from "../auth/sessions.ts";
import type { Context } from "../context.ts";
import { CodedError } from "../contract/coded-error.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { notFound } from "../trpc.ts";
import { invitationSelect, invitationUrl, issueInvitation, staffEmailKey, toInvitation } from "./invitation-links.ts";
import { staffInvitationMail } from "./staff-mail.ts";

const LAST_OWNER_CODE = "LAST_OWNER";
const LAST_OWNER_MESSAGE = "The last owner cannot be removed or demoted: make someone else an owner first";

const staffSelect = {
  id: true,
  name: true,
  email: true,
  role: true,
  totpEnabledAt: true,
  createdAt: true,
} satisfies Prisma.AdminUserSelect;

const toStaffMember = ({ totpEnabledAt, ...row }: Prisma.AdminUserGetPayload<{ select: typeof staffSelect }>) => ({
  ...row,
  twoStep: totpEnabledAt !== null,
});

/** Everyone with an account, owners first, and the invitations still waiting. */
export async function staffOverview(ctx: Context) {
  const [people, invitations] = await Promise.all([
    ctx.prisma.adminUser.findMany({ select: staffSelect, orderBy: [{ role: "asc" }, { name: "asc" }, { id: "asc" }] }),
    ctx.prisma.staffInvitation.findMany({
      where: { acceptedAt: null, revokedAt: null, expiresAt: { gt: ctx.now() } },
      select: invitationSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
  ]);
  return { staff: people.map(toStaffMember), invitations: invitations.map(toInvitation) };
}

/** Invites `person` with a role: mails the link, or answers it when the server sends no mail. */
export async function inviteStaff(
  ctx: Context & { admin: NonNullable<Context["admin"]> },
  person: { name: string; email: string; role: StaffRole },
) {
  const email = staffEmailKey(person.email);
  const existing = await ctx.prisma.adminUser.findUnique({ where: { email }, select: { id: true } });
  if (existing) {
    throw new TRPCError({ code: "CONFLICT", message: `${email} already has a staff account: change its role instead` });
  }
  const now = ctx.now();
  const invitedBy = ctx.admin.via === "session" ? ctx.admin.id : null;
  const { token, invitation } = await issueInvitation(
    ctx.prisma,
    { name: person.name, email, role: person.role, invitedById: invitedBy },
    now,
  );
  const url = invitationUrl(ctx.publicUrl, token);
  await enqueueMail(ctx.prisma, ctx, staffInvitationMail(invitation, ctx.admin.name || ctx.admin.email, url));
  ctx.mail?.wake?.();
  return { invitation, ...(ctx.mail ? {} : { inviteUrl: url }) };
}

/** Stops a waiting invitation from working. */
export async function revokeInvitation(ctx: Context, id: number) {
  const { count } = await ctx.prisma.staffInvitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: ctx.now() },
  });
  if (count === 0) throw notFound("Pending invitation");
  return { success: true as const, id };
}

const lastOwner = () =>
  new TRPCError({
    code: "CONFLICT",
    message: LAST_OWNER_MESSAGE,
    cause: new CodedError(LAST_OWNER_CODE, LAST_OWNER_MESSAGE),
  });

/** The person `id` (404 if none), with the owners' rows locked until the transaction ends. */
async function staffForChange(ctx: Context, id: number) {
  await ctx.prisma.$queryRaw`SELECT id FROM "AdminUser" WHERE role = 'owner' FOR UPDATE`;
  const person = await ctx.prisma.adminUser.findUnique({ where: { id }, select: staffSelect });
  if (!person) throw notFound("Staff member");
  const owners = await ctx.prisma.adminUser.count({ where: { role: "owner" } });
  return { person, isLastOwner: person.role === "owner" && owners === 1 };
}

export async function changeRole(ctx: Context, id: number, role: StaffRole) {
  const { person, isLastOwner } = await staffForChange(ctx, id);
  if (isLastOwner && role !== "owner") throw lastOwner();
  if (person.role === role) return toStaffMember(person);
  return toStaffMember(await ctx.prisma.adminUser.update({ where: { id }, data: { role }, select: staffSelect }));
}

/** Removes the account; every session of theirs ends at once. */
export async function removeStaff(ctx: Context, id: number) {
  const { isLastOwner } = await staffForChange(ctx, id);
  if (isLastOwner) throw lastOwner();
  await signOutEverywhere(ctx.prisma, id);
  await ctx.prisma.adminUser.delete({ where: { id } });
  const forget = () => ctx.liveSessions?.forgetUser(id);
  if (ctx.afterCommit) ctx.afterCommit(forget);
  else forget();
  return { success: true as const, id };
}
