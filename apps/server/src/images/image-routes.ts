// Photos of businesses, events and news (docs/decisions/019-images-in-the-database.md):
// - POST /api/images: an editor or owner uploads one file (multipart, field `file`); it is checked by its
//   content, re-encoded and stored, and answered 201 `{ id, url, width, height }`. A refused file
//   gets 400, 413 or 415 in the standard error body and stores nothing.
// - POST /api/submissions/images: a visitor's photo for a public submission, with the form's
//   token; rate-limited per client, stored pendingReview (served to signed-in staff and members
//   only until a submission using it is approved).
// - GET /images/<id>-<hash>-<width>.<avif|webp>: one stored variant. What an address names never
//   changes (a new upload is a new image), so each answer may be kept for a year by any cache.
import {
  acceptSubmissionImageFields,
  type ContextOptions,
  contextFactory,
  countSubmissionImage,
  errorBody,
  IMAGE_UPLOAD_ROLE,
  isSignedInBrowser,
  readSessionCookie,
  storeImage,
  uploadRefusal,
} from "@chamber/api";
import { MAX_IMAGE_BYTES, parseImageUrl, roleAllows, roleNeededMessage } from "@chamber/core";
import { type Database, ImageRefused } from "@chamber/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../http/errors.ts";
import { multipartUploads, readUpload, UploadRefused } from "../http/read-upload.ts";

const imageUpload = { maxBytes: MAX_IMAGE_BYTES, noun: "image" };

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface ImageRoutesOptions {
  db: Database;
  now: () => Date;
  /** Counts visitors' uploads; omitted, they are not limited (tests). */
  rateLimits?: ContextOptions["rateLimits"];
}

/**
 * Reads, checks and stores the upload of `request` and answers it: 201 with the image, or the
 * refusal. `accept` may refuse the upload from its text fields first (a submission's form token);
 * it is called before anything is stored.
 */
async function answerImageUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  visitor?: { accept: (fields: Record<string, string>) => Promise<void> },
) {
  try {
    const upload = await readUpload(request, imageUpload);
    await visitor?.accept(upload.fields);
    const image = await storeImage(db.prisma, upload.bytes, { pendingReview: Boolean(visitor) });
    return reply.code(201).send(image);
  } catch (error) {
    if (error instanceof ImageRefused || error instanceof UploadRefused)
      return sendError(reply, error.status, error.message);
    return answerRefusal(reply, error);
  }
}

/** A spam check's 400 (code SPAM_CHECK) or a rate limit's 429 (with Retry-After); else rethrows. */
function answerRefusal(reply: FastifyReply, error: unknown) {
  const refusal = uploadRefusal(error);
  if (!refusal) throw error;
  if (refusal.retryAfterSeconds) reply.header("retry-after", String(refusal.retryAfterSeconds));
  return reply
    .code(refusal.status)
    .type("application/json; charset=utf-8")
    .send(errorBody(refusal.status, (error as Error).message, refusal.code));
}

const mediaTypes = { avif: "image/avif", webp: "image/webp" } as const;

export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions) {
  const { db } = options;
  const createContext = contextFactory({ db, now: options.now, rateLimits: options.rateLimits });
  await multipartUploads(app, imageUpload);

  app.post("/api/images", async (request, reply) => {
    // Credentials first: nobody's upload is read, let alone decoded, without them.
    const ctx = await createContext({ req: request });
    if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
    if (!roleAllows(ctx.admin.role, IMAGE_UPLOAD_ROLE))
      return sendError(reply, 403, roleNeededMessage(IMAGE_UPLOAD_ROLE));
    return answerImageUpload(request, reply, db);
  });

  app.post("/api/submissions/images", async (request, reply) => {
    const ctx = await createContext({ req: request });
    // The limit first: a client past it is refused before its body is read.
    try {
      await countSubmissionImage(ctx);
    } catch (error) {
      return answerRefusal(reply, error);
    }
    return answerImageUpload(request, reply, db, { accept: (fields) => acceptSubmissionImageFields(ctx, fields) });
  });

  /**
   * Who may see a photo waiting for review: a bearer admin, a browser signed in to the dashboard
   * (its <img> sends only the cookie), or a signed-in member, who must see the photo they just
   * gave their listing before staff approve it. A photo's address carries its content's hash, so
   * nobody reaches another visitor's upload without having it.
   */
  const mayReview = async (request: FastifyRequest) => {
    const ctx = await createContext({ req: request });
    if (ctx.admin || ctx.member) return true;
    const staff = readSessionCookie(request.headers.cookie, "staff");
    if (staff !== null && (await isSignedInBrowser(db.prisma, staff, options.now()))) return true;
    const member = readSessionCookie(request.headers.cookie, "member");
    return member !== null && isSignedInBrowser(db.prisma, member, options.now(), "member");
  };

  app.get<{ Params: { name: string } }>("/images/:name", async (request, reply) => {
    const address = parseImageUrl(`/images/${request.params.name}`);
    const variant =
      address &&
      (await db.prisma.imageVariant.findFirst({
        where: { imageId: address.id, format: address.format, width: address.width, image: { hash: address.hash } },
        select: { bytes: true, image: { select: { pendingReview: true } } },
      }));
    const shown = variant && (!variant.image.pendingReview || (await mayReview(request)));
    if (!address || !variant || !shown) {
      reply.header("cache-control", "no-store");
      return sendError(reply, 404, "No such image");
    }
    const etag = `"${address.hash}-${address.width}-${address.format}"`;
    // A photo under review is for this signed-in browser only, never for a shared cache.
    reply
      .header("cache-control", variant.image.pendingReview ? "private, no-store" : IMMUTABLE_CACHE_CONTROL)
      .header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(mediaTypes[address.format]).send(Buffer.from(variant.bytes));
  });
}
