// Photos of businesses, events and news (docs/decisions/019-images-in-the-database.md):
// - POST /api/images: an admin uploads one file (multipart, field `file`); it is checked by its
//   content, re-encoded and stored, and answered 201 `{ id, url, width, height }`. A refused file
//   gets 400, 413 or 415 in the standard error body and stores nothing.
// - GET /images/<id>-<hash>-<width>.<avif|webp>: one stored variant. What an address names never
//   changes (a new upload is a new image), so each answer may be kept for a year by any cache.
import { contextFactory, storeImage } from "@chamber/api";
import { parseImageUrl } from "@chamber/core";
import { type Database, ImageRefused } from "@chamber/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../http/errors.ts";
import { multipartForImages, readImageUpload } from "./read-upload.ts";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface ImageRoutesOptions {
  db: Database;
  now: () => Date;
}

/**
 * Reads, checks and stores the upload of `request` and answers it: 201 with the image, or the
 * refusal. `accept` may refuse the upload from its text fields first (a submission's form token);
 * it is called before anything is stored.
 */
export async function answerImageUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  accept?: (fields: Record<string, string>) => Promise<void>,
) {
  try {
    const upload = await readImageUpload(request);
    await accept?.(upload.fields);
    const image = await storeImage(db.prisma, upload.bytes);
    return reply.code(201).send(image);
  } catch (error) {
    if (error instanceof ImageRefused) return sendError(reply, error.status, error.message);
    throw error;
  }
}

const mediaTypes = { avif: "image/avif", webp: "image/webp" } as const;

export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions) {
  const { db } = options;
  const createContext = contextFactory({ db, now: options.now });
  await multipartForImages(app);

  app.post("/api/images", async (request, reply) => {
    // Credentials first: nobody's upload is read, let alone decoded, without them.
    const ctx = await createContext({ req: request });
    if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
    return answerImageUpload(request, reply, db);
  });

  app.get<{ Params: { name: string } }>("/images/:name", async (request, reply) => {
    const address = parseImageUrl(`/images/${request.params.name}`);
    const variant =
      address &&
      (await db.prisma.imageVariant.findFirst({
        where: { imageId: address.id, format: address.format, width: address.width, image: { hash: address.hash } },
        select: { bytes: true },
      }));
    if (!address || !variant) {
      reply.header("cache-control", "no-store");
      return sendError(reply, 404, "No such image");
    }
    const etag = `"${address.hash}-${address.width}-${address.format}"`;
    reply.header("cache-control", IMMUTABLE_CACHE_CONTROL).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type(mediaTypes[address.format]).send(Buffer.from(variant.bytes));
  });
}
