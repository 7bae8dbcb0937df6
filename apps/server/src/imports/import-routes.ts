// POST /api/imports/businesses: a CSV file of businesses (multipart, field `file`, with the
// options `mapping`, `categoryMap`, `skipRows` as JSON and `dryRun`, `inviteMembers` as
// true/false), checked row by row and, unless a dry run, applied as one transaction
// (docs/decisions/030-business-import.md). trpc-to-openapi reads no multipart body, so this route
// reads it and calls the `businessImport.run` procedure with the request's credentials: the
// procedure's role guard, transaction, activity log and cache drops apply as on any write.
import { type ContextOptions, contextFactory, createCaller, IMPORT_ROLE } from "@chamber/api";
import { MAX_IMPORT_BYTES, roleAllows, roleNeededMessage } from "@chamber/core";
import { businessImportForm } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/errors.ts";
import { answerProcedureError } from "../http/procedure-error.ts";
import { multipartUploads, readUpload, UploadRefused } from "../http/read-upload.ts";

const csvUpload = { maxBytes: MAX_IMPORT_BYTES, noun: "CSV file" };

export async function importRoutes(app: FastifyInstance, options: ContextOptions) {
  const createContext = contextFactory(options);
  await multipartUploads(app, csvUpload);

  app.post("/api/imports/businesses", async (request, reply) => {
    // Credentials first: nobody's file is read without them (the procedure checks them again).
    const ctx = await createContext({ req: request, res: reply });
    if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
    if (!roleAllows(ctx.admin.role, IMPORT_ROLE)) return sendError(reply, 403, roleNeededMessage(IMPORT_ROLE));
    try {
      const upload = await readUpload(request, csvUpload);
      const form = businessImportForm.safeParse(upload.fields);
      if (!form.success)
        throw new TRPCError({ code: "BAD_REQUEST", message: "Input validation failed", cause: form.error });
      const result = await createCaller(ctx).businessImport.run({
        ...form.data,
        fileName: upload.fileName ?? "import.csv",
        file: new Uint8Array(upload.bytes),
      });
      return reply.code(result.dryRun ? 200 : 201).send(result);
    } catch (error) {
      if (error instanceof UploadRefused) return sendError(reply, error.status, error.message);
      if (error instanceof TRPCError) {
        if (error.code === "INTERNAL_SERVER_ERROR") request.log.error({ err: error.cause ?? error }, "import failed");
        return answerProcedureError(reply, error);
      }
      throw error;
    }
  });
}
