// The procedures whose anonymous REST answer a shared cache may keep: those whose meta says
// `cache: "public"` (trpc.ts), read off the router once, so the HTTP layer asks the procedure that
// answered rather than matching its URL.
import { appRouter } from "../root.ts";
import type { ChamberMeta } from "../trpc.ts";

/** tRPC keeps every procedure of a router under its dotted path ("business.list"). */
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ChamberMeta } }>;

export const sharedReads: ReadonlySet<string> = new Set(
  Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.meta?.cache === "public")
    .map(([path]) => path),
);
