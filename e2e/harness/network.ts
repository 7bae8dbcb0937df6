// Steering the page's API calls from a test: hold a tRPC procedure to see a loading state, make it
// fail to see an error state, and tell the network noise those failures cause from real errors.
import type { Page, Route } from "playwright-core";

/** Matches a tRPC call to `procedure`, alone or inside a batch ("/trpc/a.list,b.byId?batch=1"). */
export function trpcUrl(procedure: string): RegExp {
  const name = procedure.replaceAll(".", "\\.");
  return new RegExp(`/trpc/(?:[^?]*,)?${name}(?:,|\\?|$)`);
}

export interface HeldCalls {
  /** Lets every held call (and any later one) through to the server. */
  release: () => Promise<void>;
  /** How many calls have been held so far. */
  count: () => number;
}

/** Holds every call to `procedure` until `release()`, so the page stays in its loading state. */
export async function holdTrpc(page: Page, procedure: string): Promise<HeldCalls> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  const pattern = trpcUrl(procedure);
  const handler = async (route: Route) => {
    held += 1;
    await gate;
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  return {
    release: async () => {
      open();
      await page.unroute(pattern, handler);
    },
    count: () => held,
  };
}

/** Answers every call to `procedure` with an HTTP error in tRPC's batch shape. */
export async function failTrpc(page: Page, procedure: string, status = 500): Promise<() => Promise<void>> {
  const pattern = trpcUrl(procedure);
  const handler = (route: Route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify([
        {
          error: {
            message: "Simulated failure",
            code: -32603,
            data: { code: "INTERNAL_SERVER_ERROR", httpStatus: status },
          },
        },
      ]),
    });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Counts the calls the page makes to `procedure` from now on. */
export function countTrpcCalls(page: Page, procedure: string): () => number {
  const pattern = trpcUrl(procedure);
  let calls = 0;
  page.on("request", (request) => {
    if (pattern.test(request.url())) calls += 1;
  });
  return () => calls;
}

/**
 * The harness's error list without Chromium's "Failed to load resource: … status of N" lines for
 * the statuses a test caused on purpose (a 404 for a missing page, a simulated 500).
 */
export function unexpectedErrors(errors: readonly string[], expectedStatuses: readonly number[] = []): string[] {
  return errors.filter((line) => {
    const match = /Failed to load resource: the server responded with a status of (\d{3})/.exec(line);
    return !(match && expectedStatuses.includes(Number(match[1])));
  });
}
