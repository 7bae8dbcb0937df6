// The reads of an event's page (routes/events.$id.tsx), in a module its loader imports when it runs:
// a route's loader is in every page's first script, and these reads (the event, its series or its
// skipped date, its registration) would put the home page over its budget
// (docs/decisions/005-public-shell-and-first-load-budget.md).
import { loadRegistrationBlock } from "#web/components/registration/registration-block.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import type { RouterContext } from "#web/routes/__root.tsx";

/** Waits (on the server) for what the page shows; answers the page's headers there. */
export async function loadEventPage(context: RouterContext, id: number) {
  const { event } = context.trpc;
  // An occurrence's series is read beside it (not told when hidden); an id that is no event may
  // be a series' skipped date, else the API's "no such event" stands (the page's not-found).
  const found = event.byId.ensureData({ id, scope: "public" });
  const page = found.then(
    (one): unknown => one.seriesId && event.series.ensureData({ id }).catch(() => null),
    (missing) => event.skipped.ensureData({ id }).catch(() => Promise.reject(missing)),
  );
  // The registration block's state is read once the event is found (an unknown event's page is
  // answered at once, with no read left pending in it), so the first HTML carries it; it also
  // says whether the page may be cached.
  const headers = found.then(
    () => loadRegistrationBlock(context, id),
    () => undefined,
  );
  await loadPageData(page, headers);
  return typeof document === "undefined" ? await headers : undefined;
}
