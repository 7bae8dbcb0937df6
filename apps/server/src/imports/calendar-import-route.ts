// POST /api/imports/events (docs/decisions/032-calendar-import.md): an .ics file as
// multipart/form-data (field `file`, at most 5 MB), or JSON `{ url, subscribe }`, answered by the
// calendarImport procedures, so both are one transaction recorded as the caller's, and the events'
// cached reads are dropped after it. Credentials and role are checked before any body is read.
import { CALENDAR_IMPORT_ROLE, type ContextOptions, contextFactory, createCaller, errorBody } from "@chamber/api";
import { roleAllows, roleNeededMessage } from "@chamber/core";
import { MAX_CALENDAR_BYTES } from "@chamber/core/schemas";
import multipart from "@fastify/multipart";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { sendError } from "../http/errors.ts";

const FILE_FIELD = "file";

class UploadRefused extends Error {
  readonly status: 400 | 413;
  constructor(status: 400 | 413, message: string) {
    super(message);
    this.status = status;
  }
}

/** The text of the one file sent in `file`. */
async function readCalendarUpload(request: FastifyRequest): Promise<string> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === FILE_FIELD) bytes = await part.toBuffer();
      else if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new UploadRefused(413, `The calendar is larger than ${MAX_CALENDAR_BYTES / 1024 / 1024} MB`);
    if (code.endsWith("_LIMIT")) throw new UploadRefused(413, "The upload has too many parts: send one file");
    throw new UploadRefused(400, "The upload is not a complete multipart/form-data body");
  }
  if (!bytes || bytes.length === 0) throw new UploadRefused(400, `The upload has no file in the field "${FILE_FIELD}"`);
  return bytes.toString("utf8");
}

/** A procedure's refusal as the REST door words it (trpc-to-openapi: issues for bad fields). */
function answerError(reply: FastifyReply, error: unknown) {
  if (error instanceof UploadRefused) return sendError(reply, error.status, error.message);
  if (!(error instanceof TRPCError)) throw error;
  if (error.cause instanceof ZodError) {
    const issues = error.cause.issues.map(({ path, code, message }) => ({ path, code, message }));
    return reply.status(400).send(errorBody(400, "Input validation failed", undefined, issues));
  }
  return sendError(reply, getHTTPStatusCodeFromError(error), error.message);
}

export async function calendarImportRoutes(app: FastifyInstance, options: ContextOptions) {
  const createContext = contextFactory(options);
  await app.register(multipart, {
    limits: { fileSize: MAX_CALENDAR_BYTES, files: 1, fields: 5, fieldSize: 10_000, parts: 6, headerPairs: 100 },
  });

  app.post("/api/imports/events", async (request, reply) => {
    const ctx = await createContext({ req: request });
    if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
    if (!roleAllows(ctx.admin.role, CALENDAR_IMPORT_ROLE))
      return sendError(reply, 403, roleNeededMessage(CALENDAR_IMPORT_ROLE));
    const caller = createCaller(ctx);
    try {
      if (request.isMultipart())
        return await caller.calendarImport.fromFile({ ics: await readCalendarUpload(request) });
      return await caller.calendarImport.fromUrl(request.body as never);
    } catch (error) {
      return answerError(reply, error);
    }
  });
}
