// A business as its page reads it (GET /businesses/by-slug/{slug}), with the fields other helpers
// add to the answer (`social`, `hours`) read as optional until they do.
import type { Social } from "@chamber/core/schemas";
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type PageBusiness = RouterOutputs["business"]["bySlug"] & { social?: Partial<Social> | null };
