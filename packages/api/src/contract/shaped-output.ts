// An output schema for an answer its procedure builds in the schema's output shape itself. tRPC
// parses every answer with the procedure's `.output()`; for the business list and its pages that
// parse was the largest part of a search's garbage (~200 KB for a page of 24: every object copied,
// every instant checked against the ISO pattern, decision 016), and it checks nothing the typed
// rows and their shaping function (businesses/business-list-item.ts) do not. The schema stays the
// procedure's `.output()`: trpc-to-openapi reads it for the OpenAPI document and clients take their
// types from it; only tRPC's parse of the answer is skipped.
import type { z } from "zod";

/** `schema`, typed as taking its own output, whose parse hands the answer on as it is. */
export function shapedOutput<Schema extends z.ZodType>(schema: Schema): z.ZodType<z.output<Schema>, z.output<Schema>> {
  // tRPC parses with `parseAsync` when a schema has one; everything else, the document included,
  // reads the schema itself through the prototype.
  return Object.create(schema, { parseAsync: { value: async (answer: unknown) => answer } });
}
