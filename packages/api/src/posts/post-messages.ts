// The mail of members' posts (docs/product.md §8): staff told of a post to review, the poster told
// of staff's decision, and the reminder before a post ends with the link to extend it.
import { collapse, oneLine } from "../mail/messages.ts";
import type { MailMessage } from "../mail/outbox.ts";

export type PostKind = "deal" | "job";

const noun: Record<PostKind, string> = { deal: "deal", job: "job posting" };
const listPath: Record<PostKind, string> = { deal: "/deals", job: "/jobs" };

/** The post's public page. */
const postLink = (publicUrl: string, kind: PostKind, id: number) => `${publicUrl}${listPath[kind]}/${id}`;
/** Where its poster changes or extends it: its business's Jobs or Deals tab in the account, with its form open. */
const accountPostLink = (publicUrl: string, { kind, id, businessId }: PostFacts) =>
  `${publicUrl}/account/businesses/${businessId}?tab=${kind}s&post=${id}`;

interface PostFacts {
  kind: PostKind;
  id: number;
  businessId: number;
  title: string;
  businessName: string;
}

export function postReviewNotice(post: PostFacts, posterName: string, publicUrl: string): MailMessage {
  return {
    to: "staff",
    subject: oneLine(`To review: ${noun[post.kind]} “${post.title}”`),
    text: [
      `${collapse(posterName)} posted a ${noun[post.kind]} for ${collapse(post.businessName)}: “${collapse(post.title)}”.`,
      "",
      "It is not shown on the site until you approve it.",
      `Review it: ${publicUrl}/admin/${post.kind}s`,
    ].join("\n"),
  };
}

export function postApprovedNotice(to: string, post: PostFacts, publicUrl: string): MailMessage {
  return {
    to,
    subject: oneLine(`Approved: “${post.title}”`),
    text: [
      "Hello,",
      "",
      `Your ${noun[post.kind]} “${collapse(post.title)}” for ${collapse(post.businessName)} was approved. It shows on the site from its start:`,
      postLink(publicUrl, post.kind, post.id),
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}

export function postRefusedNotice(to: string, post: PostFacts, reason: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: oneLine(`Not published: “${post.title}”`),
    text: [
      "Hello,",
      "",
      `Thank you for your ${noun[post.kind]} “${collapse(post.title)}” for ${collapse(post.businessName)}. We did not publish it, for this reason:`,
      "",
      reason,
      "",
      `You can change it and send it again from your account: ${accountPostLink(publicUrl, post)}`,
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}

/** Sent once, three days before the post ends; `endsOn` is its end in words of the site's time zone. */
export function postReminder(to: string, post: PostFacts, endsOn: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: oneLine(`Ending ${endsOn}: “${post.title}”`),
    text: [
      "Hello,",
      "",
      `Your ${noun[post.kind]} “${collapse(post.title)}” for ${collapse(post.businessName)} stops showing on the site ${endsOn}.`,
      post.kind === "job"
        ? "To keep it open longer (up to 60 days after it was posted), extend it from your account:"
        : "To keep it running longer, extend it from your account:",
      accountPostLink(publicUrl, post),
      "",
      "— The chamber staff",
    ].join("\n"),
  };
}
