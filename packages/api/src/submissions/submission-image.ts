// A visitor's photo for a submission: POST /api/submissions/images, whose multipart body the server
// reads (apps/server/src/images/image-routes.ts). The client's upload limit is counted before the
// body is read, the form token is checked from the fields sent beside the file before anything is
// decoded, and the photo is stored pendingReview (docs/decisions/019 and 020).

import type { Context } from "../context.ts";
import { CodedError } from "../contract/coded-error.ts";
import { countClientCall, RateLimited } from "../rate-limit/middleware.ts";
import { checkUploadToken } from "./form-token.ts";

/** Counts one upload against the client's limit (10 an hour); throws 429 past it. */
export const countSubmissionImage = (ctx: Context) => countClientCall(ctx, "submission.images", "submissionImages");

/** Throws SPAM_CHECK unless the fields carry a genuine, unexpired, unspent token and no honeypot. */
export const acceptSubmissionImageFields = (ctx: Context, fields: Record<string, string>) =>
  checkUploadToken(ctx.prisma, { formToken: fields.formToken, url: fields.url }, ctx.now());

/** How a refusal of the two above reads over HTTP: status, code, and the wait for a 429. */
export function uploadRefusal(error: unknown): { status: 400 | 429; code?: string; retryAfterSeconds?: number } | null {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (cause instanceof RateLimited) return { status: 429, retryAfterSeconds: cause.retryAfterSeconds };
  if (cause instanceof CodedError) return { status: 400, code: cause.errorCode };
  return null;
}
