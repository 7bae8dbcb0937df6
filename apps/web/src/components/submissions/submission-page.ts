// What the two submission pages' routes share. Their render carries a fresh form token (so the
// form posts without a script), and so it is never cached: not in the server's page cache, where
// every visitor would get the same token and only the first could spend it, nor anywhere else.
// The render also carries the kind's category list, which the form's category select offers.
import type { CategoryKind } from "@chamber/core";
import { loadPageData } from "#web/lib/route-data.ts";
import type { RouterContext } from "#web/routes/__root.tsx";

export const submissionPage = (kind: CategoryKind) => ({
  loader: ({ context }: { context: RouterContext }) =>
    loadPageData(context.trpc.submission.token.ensureData({}), context.trpc.category.list.ensureData({ kind })),
  headers: () => ({ "cache-control": "private, no-store" }),
});
