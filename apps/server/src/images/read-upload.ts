// Reads the one image file of a multipart/form-data upload (field `file`) into memory, with the
// text fields sent beside it (the submission form's token). Bounded by @fastify/multipart's limits,
// which the scope that registers `multipartForImages` sets: no body larger than an image and a few
// fields ever reaches memory. Every failure is an ImageRefused with its status, so each door answers
// them the same way (image-routes.ts).
import { MAX_IMAGE_BYTES } from "@chamber/core";
import { ImageRefused } from "@chamber/db";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

const IMAGE_FIELD = "file";

/** Registers the multipart parser with the limits of an image upload, in the caller's scope only. */
export function multipartForImages(scope: FastifyInstance) {
  return scope.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 },
  });
}

export interface ImageUpload {
  bytes: Buffer;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

const multipartStatus: Record<string, 400 | 413> = {
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
};

export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) {
    throw new ImageRefused(415, `Send the image as multipart/form-data, in the field "${IMAGE_FIELD}"`);
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else if (part.fieldname === IMAGE_FIELD) bytes = await part.toBuffer();
      else part.file.resume(); // a file in another field is read past, not kept
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new ImageRefused(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);
    const status = multipartStatus[code];
    if (status) throw new ImageRefused(status, "The upload has too many parts: send one file");
    throw new ImageRefused(400, "The upload is not a complete multipart/form-data body");
  }
  if (!bytes || bytes.length === 0) throw new ImageRefused(400, `The upload has no file in the field "${IMAGE_FIELD}"`);
  return { bytes, fields };
}
