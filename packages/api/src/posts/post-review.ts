// Staff's decision on a post (POST /deals/{id}/approve, …/refuse, the same for jobs): the state and
// its time are set, and the poster (the member who posted it, when one did) is mailed in the same
// transaction — the refusal with staff's reason.
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type PostKind, postApprovedNotice, postRefusedNotice } from "./post-messages.ts";

interface DecidedPost {
  id: number;
  businessId: number;
  title: string;
  submittedById: number | null;
  business: { name: string };
}

/** Mails the member who posted `post` (none when staff posted it) staff's decision. */
export async function mailDecision(ctx: Context, kind: PostKind, post: DecidedPost, reason: string | null) {
  if (post.submittedById === null) return;
  const poster = await ctx.prisma.member.findUnique({ where: { id: post.submittedById }, select: { email: true } });
  if (!poster) return;
  const facts = { kind, id: post.id, businessId: post.businessId, title: post.title, businessName: post.business.name };
  const publicUrl = ctx.mail?.publicUrl ?? ctx.publicUrl;
  await enqueueMail(
    ctx.prisma,
    ctx,
    reason === null
      ? postApprovedNotice(poster.email, facts, publicUrl)
      : postRefusedNotice(poster.email, facts, reason, publicUrl),
  );
  ctx.mail?.wake?.();
}
