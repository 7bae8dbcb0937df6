// A business as its page reads it (GET /businesses/by-slug/{slug}).
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type PageBusiness = RouterOutputs["business"]["bySlug"];
