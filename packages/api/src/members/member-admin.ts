// The staff's reads and writes of who may edit which listing (docs/product.md "Claims and
// members"): invitations, removals, the people and the history of what members changed.
import type { MemberInviteInput } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { signOutEverywhere } from "../auth/sessions.ts";
import { inviteMessage } from "../claims/claim-mail.ts";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { notFound } from "../trpc.ts";
import { grantAccess } from "./link-grants.ts";
import { findOrCreateMember, issueMemberLink, memberLinkUrl } from "./member-links.ts";

const businessMemberSelect = {
  via: true,
  createdAt: true,
  member: { select: { id: true, name: true, email: true, lastSignInAt: true } },
} satisfies Prisma.BusinessMemberSelect;

const toBusinessMember = ({
  via,
  createdAt,
  member,
}: Prisma.BusinessMemberGetPayload<{ select: typeof businessMemberSelect }>) => ({
  ...member,
  via,
  since: createdAt,
});

async function businessNamed(ctx: Context, id: number) {
  const business = await ctx.prisma.business.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!business) throw notFound("Business");
  return business;
}

/** Gives the person the listing at once and mails them an invitation link (72 hours). */
export async function inviteMember(ctx: Context, businessId: number, person: Omit<MemberInviteInput, "id">) {
  const business = await businessNamed(ctx, businessId);
  const now = ctx.now();
  const result = await ctx.prisma.$transaction(async (tx) => {
    const member = await findOrCreateMember(tx, person);
    await grantAccess(tx, business.id, member.id, "invite", now);
    // A claim of theirs still waiting is answered by the invitation.
    await tx.listingClaim.updateMany({
      where: { businessId: business.id, memberId: member.id, status: "pending" },
      data: { status: "approved", decidedAt: now },
    });
    const { token } = await issueMemberLink(tx, { memberId: member.id, purpose: "invite" }, now);
    const url = memberLinkUrl(ctx.publicUrl, token);
    await enqueueMail(tx, ctx, inviteMessage({ name: member.name, email: member.email }, business.name, url));
    const row = await tx.businessMember.findUniqueOrThrow({
      where: { businessId_memberId: { businessId: business.id, memberId: member.id } },
      select: businessMemberSelect,
    });
    return { member: toBusinessMember(row), ...(ctx.mail ? {} : { inviteUrl: url }) };
  });
  ctx.mail?.wake?.();
  return result;
}

/** Takes the listing from the member and ends every session of theirs at once. */
export async function removeMember(ctx: Context, businessId: number, memberId: number) {
  const { count } = await ctx.prisma.businessMember.deleteMany({ where: { businessId, memberId } });
  if (count === 0) throw notFound("Member of this business");
  await signOutEverywhere(ctx.prisma, { memberId });
  return { success: true as const, id: memberId };
}

export async function membersOfBusiness(ctx: Context, businessId: number) {
  await businessNamed(ctx, businessId);
  const rows = await ctx.prisma.businessMember.findMany({
    where: { businessId },
    select: businessMemberSelect,
    orderBy: [{ createdAt: "asc" }, { memberId: "asc" }],
  });
  return rows.map(toBusinessMember);
}

/** Every member: their listings, last sign-in and the end of an invitation not yet used. */
export async function memberOverview(ctx: Context) {
  const rows = await ctx.prisma.member.findMany({
    select: {
      id: true,
      name: true,
      email: true,
      createdAt: true,
      lastSignInAt: true,
      businesses: {
        select: { via: true, business: { select: { id: true, name: true, slug: true } } },
        orderBy: { business: { name: "asc" } },
      },
      links: {
        where: { purpose: "invite", usedAt: null, expiresAt: { gt: ctx.now() } },
        select: { expiresAt: true },
        orderBy: { expiresAt: "desc" },
        take: 1,
      },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(({ businesses, links, ...member }) => ({
    ...member,
    businesses: businesses.map(({ via, business }) => ({ ...business, via })),
    invitedUntil: links[0]?.expiresAt ?? null,
  }));
}

/** A listing's published changes, newest first: who (a member, or staff), when, each field's old and new value. */
export async function listingChanges(ctx: Context, businessId: number) {
  await businessNamed(ctx, businessId);
  const rows = await ctx.prisma.listingChange.findMany({
    where: { businessId },
    select: { id: true, createdAt: true, changes: true, member: { select: { id: true, name: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map(({ id, createdAt, changes, member }) => ({
    id,
    createdAt,
    by: member?.name ?? "Staff",
    memberId: member?.id ?? null,
    fields: Object.entries((changes ?? {}) as Record<string, { from?: unknown; to?: unknown }>).map(
      ([field, change]) => ({ field, from: change?.from ?? null, to: change?.to ?? null }),
    ),
  }));
}
