// POST /api/media (docs/decisions/034-media-library.md): an editor or owner uploads one or more
// photos to the media library (multipart, each in the field `file`). Every file goes through the
// pipeline of every photo (checked by its content, re-encoded, metadata stripped); all are checked
// before any is stored, so a refused file (400, 413, 415 naming it) stores nothing. Answered 201
// with the library rows of the stored photos, in the order sent. The list, alt text and deletion
// are the `media` procedures (GET /api/media, PUT and DELETE /api/media/{id}).
import { contextFactory, IMAGE_UPLOAD_ROLE, mediaItems } from "@chamber/api";
import { MAX_IMAGE_BYTES, roleAllows, roleNeededMessage } from "@chamber/core";
import { type Database, encodeImage, ImageRefused, saveImage } from "@chamber/db";
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/errors.ts";
import { multipartUploads, readUploads, UploadRefused } from "../http/read-upload.ts";

/** At most this many photos in one upload (a 10 MB each bound keeps one request's memory sane). */
const MEDIA_FILES_AT_ONCE = 20;
const mediaUpload = { maxBytes: MAX_IMAGE_BYTES, noun: "photos", maxFiles: MEDIA_FILES_AT_ONCE };

export async function mediaRoutes(app: FastifyInstance, options: { db: Database; now: () => Date }) {
  const { db } = options;
  const createContext = contextFactory({ db, now: options.now });
  await multipartUploads(app, mediaUpload);

  app.post("/api/media", async (request, reply) => {
    const ctx = await createContext({ req: request });
    if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
    if (!roleAllows(ctx.admin.role, IMAGE_UPLOAD_ROLE))
      return sendError(reply, 403, roleNeededMessage(IMAGE_UPLOAD_ROLE));
    try {
      const { files } = await readUploads(request, mediaUpload);
      const encoded = [];
      for (const [index, file] of files.entries()) {
        try {
          encoded.push(await encodeImage(file.bytes));
        } catch (error) {
          if (!(error instanceof ImageRefused)) throw error;
          const name = file.fileName ?? `file ${index + 1}`;
          return sendError(reply, error.status, `${name}: ${error.message}`);
        }
      }
      const ids = [];
      for (const image of encoded) ids.push((await saveImage(db.prisma, image, { inLibrary: true })).id);
      const items = await mediaItems(db.prisma, ids);
      return reply.code(201).send(ids.map((id) => items.find((item) => item.id === id)));
    } catch (error) {
      if (error instanceof UploadRefused) return sendError(reply, error.status, error.message);
      throw error;
    }
  });
}
