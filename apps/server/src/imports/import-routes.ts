// POST /api/imports/businesses: a CSV file of businesses (multipart, field `file`, with the
// options `mapping`, `categoryMap`, `skipRows` as JSON and `dryRun`, `inviteMembers` as
// true/false), checked row by row and, unless a dry run, applied as one transaction
// (docs/decisions/030-business-import.md). trpc-to-openapi reads no multipart body, so this route
// reads it and calls the `businessImport.run` procedure with the request's credentials: the
// procedure's role guard, transaction, activity log and cache drops apply as on any write.
// POST /api/newsletter-subscriptions/import does the same for newsletter subscribers
// (docs/decisions/037-newsletter-double-opt-in.md).
import { type ContextOptions, contextFactory, createCaller, IMPORT_ROLE } from "@chamber/api";
import { MAX_IMPORT_BYTES, roleAllows, roleNeededMessage } from "@chamber/core";
import { businessImportForm, subscriberImportForm } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { sendError } from "../http/errors.ts";
import { answerProcedureError } from "../http/procedure-error.ts";
import { multipartUploads, readUpload, UploadRefused } from "../http/read-upload.ts";

const csvUpload = { maxBytes: MAX_IMPORT_BYTES, noun: "CSV file" };

/** A CSV import's call: the upload read, its options checked, the procedure called with the file. */
type ImportCall = (caller: ReturnType<typeof createCaller>, upload: Upload) => Promise<{ dryRun: boolean }>;
type Upload = Awaited<ReturnType<typeof readUpload>>;

/** The options of a multipart form, checked by `schema`: a bad one is the procedure's 400. */
function formOptions<T>(schema: z.ZodType<T>, upload: Upload): T {
  const form = schema.safeParse(upload.fields);
  if (!form.success)
    throw new TRPCError({ code: "BAD_REQUEST", message: "Input validation failed", cause: form.error });
  return form.data;
}

export async function importRoutes(app: FastifyInstance, options: ContextOptions) {
  const createContext = contextFactory(options);
  await multipartUploads(app, csvUpload);

  /** POST `path`: a dry run answers 200, an apply 201. */
  const importRoute = (path: string, call: ImportCall) =>
    app.post(path, async (request, reply) => {
      // Credentials first: nobody's file is read without them (the procedure checks them again).
      const ctx = await createContext({ req: request, res: reply });
      if (!ctx.admin) return sendError(reply, 401, "Sign in as an administrator");
      if (!roleAllows(ctx.admin.role, IMPORT_ROLE)) return sendError(reply, 403, roleNeededMessage(IMPORT_ROLE));
      try {
        const result = await call(createCaller(ctx), await readUpload(request, csvUpload));
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

  importRoute("/api/imports/businesses", (caller, upload) =>
    caller.businessImport.run({
      ...formOptions(businessImportForm, upload),
      fileName: upload.fileName ?? "import.csv",
      file: new Uint8Array(upload.bytes),
    }),
  );
  // Newsletter subscribers (multipart, field `file`, with `consented` and `dryRun` as true/false).
  importRoute("/api/newsletter-subscriptions/import", (caller, upload) =>
    caller.newsletter.import({ ...formOptions(subscriberImportForm, upload), file: new Uint8Array(upload.bytes) }),
  );
}
