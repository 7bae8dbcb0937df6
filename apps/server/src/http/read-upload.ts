// Reads the one file of a multipart/form-data upload (field `file`) into memory, with the text
// fields sent beside it (a submission form's token, an import's options). Bounded by
// @fastify/multipart's limits, which the scope that registers `multipartUploads` sets: no body
// larger than the file and a few fields ever reaches memory. Every failure is an UploadRefused with
// its status, so each door answers them the same way (images/image-routes.ts, imports/import-routes.ts).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

const FILE_FIELD = "file";

export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.name = "UploadRefused";
    this.status = status;
  }
}

/** What is uploaded: its largest size, and what a message calls it ("image", "CSV file"). */
export interface UploadKind {
  maxBytes: number;
  noun: string;
  /** How many files one upload may carry (each in the field `file`); 1 when omitted. */
  maxFiles?: number;
}

/** Registers the multipart parser with the limits of one upload of `kind`, in the caller's scope only. */
export function multipartUploads(scope: FastifyInstance, kind: UploadKind) {
  return scope.register(multipart, {
    limits: {
      fileSize: kind.maxBytes,
      files: kind.maxFiles ?? 1,
      fields: 10,
      fieldSize: 100_000,
      parts: 11 + (kind.maxFiles ?? 1),
      headerPairs: 100,
    },
  });
}

export interface Upload {
  bytes: Buffer;
  /** The name the client gave the file, if any. */
  fileName: string | null;
  /** The text fields sent beside the file. */
  fields: Record<string, string>;
}

const multipartStatus: Record<string, 400 | 413> = {
  FST_REQ_FILE_TOO_LARGE: 413,
  FST_FILES_LIMIT: 413,
  FST_PARTS_LIMIT: 413,
  FST_FIELDS_LIMIT: 413,
};

export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  const { files, fields } = await readUploads(request, kind);
  const [first] = files;
  return { bytes: first?.bytes ?? Buffer.alloc(0), fileName: first?.fileName ?? null, fields };
}

/** Every file of an upload (field `file`, at most `kind.maxFiles`), in the order sent; none empty. */
export async function readUploads(
  request: FastifyRequest,
  kind: UploadKind,
): Promise<{ files: Omit<Upload, "fields">[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new UploadRefused(415, `Send the ${kind.noun} as multipart/form-data, in the field "${FILE_FIELD}"`);
  }
  const fields: Record<string, string> = {};
  const files: Omit<Upload, "fields">[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else if (part.fieldname === FILE_FIELD)
        files.push({ bytes: await part.toBuffer(), fileName: part.filename || null });
      else part.file.resume(); // a file in another field is read past, not kept
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new UploadRefused(413, `The ${kind.noun} is larger than ${kind.maxBytes / 1024 / 1024} MB`);
    const status = multipartStatus[code];
    const most = kind.maxFiles ?? 1;
    if (status)
      throw new UploadRefused(
        status,
        `The upload has too many parts: send ${most === 1 ? "one file" : `at most ${most} files`}`,
      );
    throw new UploadRefused(400, "The upload is not a complete multipart/form-data body");
  }
  if (files.length === 0 || files.some((file) => file.bytes.length === 0))
    throw new UploadRefused(400, `The upload has no file in the field "${FILE_FIELD}"`);
  return { files, fields };
}
