// The REST answers other than 200 for a success: 202 Accepted for what waits for a person or a
// mail (the submissions, a claim), 201 Created (a staff invitation). Read off the procedures'
// meta (`successStatus`, trpc.ts), plus the submissions' older list, so the HTTP layer and the
// OpenAPI document both ask the procedure that answered.
import type { OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "../root.ts";
import { acceptedProcedures } from "../submissions/submission.router.ts";
import type { ChamberMeta } from "../trpc.ts";

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ChamberMeta } }>;

/** Each such procedure's status, by its dotted path ("claim.submit"). */
export const successStatuses: ReadonlyMap<string, 201 | 202> = new Map<string, 201 | 202>([
  ...[...acceptedProcedures].map((path) => [path, 202] as const),
  ...Object.entries(procedures).flatMap(([path, procedure]) => {
    const status = procedure._def.meta?.successStatus;
    return status ? [[path, status] as const] : [];
  }),
]);

/** The same, as REST operations: method (lower case), OpenAPI path and status. */
const successOperations = [...successStatuses].flatMap(([path, status]) => {
  const openapi = procedures[path]?._def.meta?.openapi;
  return openapi ? [{ method: openapi.method.toLowerCase(), path: openapi.path, status }] : [];
});

/** Some writes answer 201 or 202 (apps/server's REST door sets it), and the document says so. */
export function successAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const { method, path, status } of successOperations) {
    const operations = document.paths?.[path] as Record<string, { responses?: Record<string, unknown> }> | undefined;
    const responses = operations?.[method]?.responses;
    if (responses?.["200"]) {
      responses[String(status)] = responses["200"];
      delete responses["200"];
    }
  }
  return document;
}
