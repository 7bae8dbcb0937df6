// The REST answers other than 200 for a success: 202 Accepted for what waits for a person or a
// mail (the submissions, a claim, a member's sign-in), 201 Created (a staff invitation), and 202
// for a member's listing change only when its answer says it waits for staff. Read off the
// procedures' meta (`successStatus`, trpc.ts), so the HTTP layer and the OpenAPI document both ask
// the procedure that answered.
import type { OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "../root.ts";
import type { ChamberMeta } from "../trpc.ts";

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ChamberMeta } }>;

const metaStatus = (path: string) => procedures[path]?._def.meta?.successStatus;

/** Whether an answer says it waits for staff (`{ status: "pending" }`). */
const isPending = (data: unknown) => (data as { status?: unknown } | undefined)?.status === "pending";

/**
 * The REST status of a successful call of `paths` (one, on the REST door) that answered `data`:
 * undefined for 200.
 */
export function successStatusOf(paths: readonly string[], data: readonly unknown[]): 201 | 202 | undefined {
  for (const [index, path] of paths.entries()) {
    const status = metaStatus(path);
    if (status === "202-when-pending") {
      if (isPending(data[index])) return 202;
    } else if (status) return status;
  }
  return undefined;
}

/** Each such operation as REST: method (lower case), OpenAPI path and status. */
const successOperations = Object.keys(procedures).flatMap((path) => {
  const status = metaStatus(path);
  const openapi = procedures[path]?._def.meta?.openapi;
  return status && openapi ? [{ method: openapi.method.toLowerCase(), path: openapi.path, status }] : [];
});

/** Some writes answer 201 or 202 (apps/server's REST door sets it), and the document says so. */
export function successAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const { method, path, status } of successOperations) {
    const operations = document.paths?.[path] as Record<string, { responses?: Record<string, unknown> }> | undefined;
    const responses = operations?.[method]?.responses;
    if (responses?.["200"]) {
      responses["202"] = responses["200"];
      if (status === 201) responses["201"] = responses["200"];
      // Only an answer that waits is 202; one published at once stays 200.
      if (status !== "202-when-pending") delete responses["200"];
      if (status === 201) delete responses["202"];
    }
  }
  return document;
}
