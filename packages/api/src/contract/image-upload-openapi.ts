// POST /images and POST /submissions/images in the OpenAPI document: the two paths that take
// multipart/form-data, which no tRPC procedure can (apps/server/src/images/image-routes.ts answers them).
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, type StaffRole } from "@chamber/core";
import type { ZodOpenApiPathsObject } from "zod-openapi";

/** Staff's photos are for the content an editor writes (a moderator edits a submission without one). */
export const IMAGE_UPLOAD_ROLE: StaffRole = "editor";

/** An error answer's content: the one error body with `code`. */
export const errorRef = (code: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/error.${code}` } },
});

const whatIsAccepted = `A JPEG, PNG, WebP or AVIF photo of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB and 50 megapixels, recognised by its content (its name and declared type are ignored). It is turned upright, stripped of all metadata (EXIF with GPS, XMP, IPTC) and re-encoded as AVIF and WebP at ${IMAGE_WIDTHS.join(", ")} pixels wide (never wider than the upload); the file as sent is not kept.`;

const photoField = { file: { type: "string", format: "binary", description: "The photo" } } as const;

const refusals = {
  "413": {
    description: `Larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB or 50 megapixels (a decompression bomb)`,
    content: errorRef("PAYLOAD_TOO_LARGE"),
  },
  "415": {
    description: "Not multipart/form-data, or a file that is no JPEG, PNG, WebP or AVIF (SVG, HTML, GIF…)",
    content: errorRef("UNSUPPORTED_MEDIA_TYPE"),
  },
};

const stored = {
  description: "Stored; `url` is the largest WebP variant",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Image" } } },
};

export const imageUploadPaths: ZodOpenApiPathsObject = {
  "/images": {
    post: {
      operationId: "images-upload",
      summary: "Upload a photo",
      description: `${whatIsAccepted} Give the answer's \`id\` as \`imageId\` when creating or replacing a business, event or news article.

Each variant is served at \`/images/{id}-{hash}-{width}.{avif|webp}\` (beside \`/api\`, not under it) with \`Cache-Control: public, max-age=31536000, immutable\`.`,
      tags: ["images"],
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: { type: "object", properties: photoField, required: ["file"] },
          },
        },
      },
      responses: {
        "201": stored,
        "400": {
          description: "No file in the field `file`, a damaged or truncated image, or a body that is not complete",
          content: errorRef("BAD_REQUEST"),
        },
        "401": { description: "Missing or invalid credentials", content: errorRef("UNAUTHORIZED") },
        ...refusals,
      },
    },
  },
  "/submissions/images": {
    post: {
      operationId: "submissions-images-upload",
      summary: "Upload a photo for a submission",
      description: `For the public forms: ${whatIsAccepted} Send the form's \`formToken\` (from GET /submissions/token) beside the file; the upload does not spend it, the submission does. Give the answer's \`id\` as the submission's \`imageId\`.

Until staff approve a submission that uses it, the photo is served only to signed-in staff (\`/images/…\` answers 404 to anyone else). Rate-limited: 10 uploads an hour per client.`,
      tags: ["submissions"],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: {
                ...photoField,
                formToken: { type: "string", description: "From GET /submissions/token, not yet spent" },
                url: { type: "string", description: "Honeypot: must be empty or absent" },
              },
              required: ["file", "formToken"],
            },
          },
        },
      },
      responses: {
        "201": stored,
        "400": {
          description:
            "No file in the field `file`, a damaged image, an incomplete body; or, with code `SPAM_CHECK`, a missing, forged, expired or spent `formToken` or a filled `url`",
          content: errorRef("BAD_REQUEST"),
        },
        ...refusals,
      },
    },
  },
  "/media": {
    post: {
      operationId: "media-upload",
      summary: "Upload photos to the media library",
      description: `One or more photos (up to 20), each in a field \`file\`. ${whatIsAccepted} All are checked before any is stored: one refused file (named in the message) stores nothing. A library photo is never purged as unused; set its alt text with PUT /media/{id} before a page shows it.`,
      tags: ["media"],
      security: [{ Authorization: [] }],
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties: photoField, required: ["file"] } } },
      },
      responses: {
        "201": {
          description: "Stored, in the order sent",
          content: {
            "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/MediaItem" } } },
          },
        },
        "400": { description: "No file, a damaged image, or an incomplete body", content: errorRef("BAD_REQUEST") },
        "401": { description: "Missing or invalid credentials", content: errorRef("UNAUTHORIZED") },
        "403": { description: "A moderator (editors and owners upload)", content: errorRef("FORBIDDEN") },
        ...refusals,
      },
    },
  },
};
