// What a member's writes of deals and jobs share: whether a post waits for staff (the site setting
// `members.postsNeedApproval`), the notice staff get of one that waits, and the rule that a member
// reaches only the posts of their own businesses (another's answers 404, as if it did not exist).
import type { SignedInMember } from "../auth/authenticate.ts";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { memberSettings } from "../settings/member-settings.ts";
import { notFound } from "../trpc.ts";
import { type PostKind, postReviewNotice } from "./post-messages.ts";

export type MemberContext = Context & { member: SignedInMember };

/** The state a member's new or changed post takes, and the answer's status. */
export async function memberReview(ctx: Context) {
  const waits = (await memberSettings(ctx)).postsNeedApproval;
  return waits
    ? ({ reviewState: "pending", status: "pending" } as const)
    : ({ reviewState: "approved", status: "published" } as const);
}

/** The businesses the member has access to. */
export async function ownBusinessIds(ctx: MemberContext): Promise<number[]> {
  const rows = await ctx.prisma.businessMember.findMany({
    where: { memberId: ctx.member.id },
    select: { businessId: true },
  });
  return rows.map((row) => row.businessId);
}

/** 404 unless `post` exists and is for one of the member's businesses. */
export async function checkOwnPost<Post extends { businessId: number }>(
  ctx: MemberContext,
  post: Post | null,
  what: string,
): Promise<Post> {
  if (!post) throw notFound(what);
  const access = await ctx.prisma.businessMember.count({
    where: { businessId: post.businessId, memberId: ctx.member.id },
  });
  if (!access) throw notFound(what);
  return post;
}

/** Tells staff of a member's post that waits for them. */
export async function noticeStaff(
  ctx: MemberContext,
  kind: PostKind,
  post: { id: number; businessId: number; title: string; business: { name: string } },
) {
  const facts = { kind, id: post.id, businessId: post.businessId, title: post.title, businessName: post.business.name };
  await enqueueMail(ctx.prisma, ctx, postReviewNotice(facts, ctx.member.name, ctx.mail?.publicUrl ?? ctx.publicUrl));
  ctx.mail?.wake?.();
}
