// What the two submission pages' routes share. Their render carries a fresh form token (so the
// form posts without a script), and so it is never cached: not in the server's page cache, where
// every visitor would get the same token and only the first could spend it, nor anywhere else.
import { loadPageData } from "../../lib/route-data.ts";
import type { RouterContext } from "../../routes/__root.tsx";

export const submissionPage = {
  loader: ({ context }: { context: RouterContext }) => loadPageData(context.trpc.submission.token.ensureData({})),
  headers: () => ({ "cache-control": "private, no-store" }),
};
