// Importing businesses from a CSV file (docs/decisions/030-business-import.md): `run` reads the
// file, checks each row as the admin's form would and, unless it is a dry run, applies every row
// in the procedure's one transaction; `undo` puts an applied import back within 24 hours; `list`
// shows the recent ones. `run` takes the file's bytes, so it has no REST door of its own: POST
// /api/imports/businesses (multipart, apps/server/src/imports/) reads the upload and calls it.
import {
  businessImportInput,
  businessImportResult,
  businessImportSummary,
  businessImportUndoResult,
  importIdParam,
} from "@chamber/core/schemas";
import { z } from "zod";
import { IMPORT_ROLE } from "../contract/import-upload-openapi.ts";
import { adminProcedure, router, writeProcedure } from "../trpc.ts";
import { listImports } from "./import-list.ts";
import { runBusinessImport } from "./import-run.ts";
import { undoBusinessImport } from "./import-undo.ts";

const tags = ["imports"];

export const businessImportRouter = router({
  // A dry run changes nothing, so it drops nothing: an apply names the businesses (import-run.ts).
  run: writeProcedure()
    .meta({ requires: IMPORT_ROLE })
    .input(businessImportInput)
    .output(businessImportResult)
    .mutation(({ ctx, input }) => runBusinessImport(ctx, input)),

  undo: writeProcedure("businesses")
    .meta({
      openapi: {
        method: "POST",
        path: "/imports/{importId}/undo",
        tags,
        protect: true,
        summary: "Undo a business import",
        description:
          "Within 24 hours of the import, in one transaction: the businesses it created are deleted and those it updated are put back as they were, unless changed again since (those are kept and listed in `kept`). 404 for an unknown import; 409 when it was undone already; 410 once 24 hours have passed.",
      },
    })
    .input(importIdParam)
    .output(businessImportUndoResult)
    .mutation(({ ctx, input }) => undoBusinessImport(ctx, input.importId)),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/imports",
        tags,
        protect: true,
        summary: "Recent business imports",
        description: "The last 20 applied imports, newest first, with whether each can still be undone.",
      },
    })
    .input(z.object({}))
    .output(z.array(businessImportSummary))
    .query(({ ctx }) => listImports(ctx)),
});
