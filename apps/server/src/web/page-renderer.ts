// Loads the web app's server entry (apps/web/dist/server/entry-server.js, built by Vite beside the
// browser's bundle) and renders page requests with it. The pages read the API the way an
// anonymous visitor does, through a tRPC client whose link calls the routers in process: the same
// procedures, visibility rule, selects and read cache as /trpc, without an HTTP round trip.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type AppRouter, appRouter, createInnerContext, type ReadCache } from "@chamber/api";
import type { FormReply } from "@chamber/core";
import type { Database } from "@chamber/db";
import { createTRPCClient, type TRPCClient, type TRPCLink, unstable_localLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";

/** What apps/web/src/entry-server.tsx exports. */
interface ServerEntry {
  render(options: {
    request: Request;
    trpcClient: TRPCClient<AppRouter>;
    nonce: string;
    formReply?: FormReply | undefined;
    site: PageSite;
  }): Promise<Response>;
}

/** Where the site lives, for the pages' heads (apps/web/src/lib/head.ts). */
interface PageSite {
  /** PUBLIC_URL. */
  origin: string;
  /** Absolute URL of the share image, when there is one. */
  shareImage?: string | undefined;
}

/** What a render needs besides the request; `formReply` is the answer to a form posted without a script. */
interface RenderOptions {
  nonce: string;
  site: PageSite;
  formReply?: FormReply | undefined;
  /** Told of each procedure's answer the render read (a directory page's businesses, for their impressions). */
  onRead?: ((procedure: string, output: unknown) => void) | undefined;
}

export interface PageRendererOptions {
  /** The built web app (apps/web/dist): dist/server holds the server entry. */
  root: string;
  db: Database;
  cache: ReadCache;
  now: () => Date;
  /** SITE_TIMEZONE, for the reads' date bounds. */
  siteTimezone?: string;
}

/** Renders a page. */
export type RenderPage = (request: Request, options: RenderOptions) => Promise<Response>;

export async function pageRenderer({ root, db, cache, now, siteTimezone }: PageRendererOptions): Promise<RenderPage> {
  const entryPath = join(root, "server", "entry-server.js");
  if (!existsSync(entryPath)) throw new Error(`The web app is not built: ${entryPath} is missing (run pnpm build)`);
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  // Every page is rendered as an anonymous visitor sees it, whoever asked: an admin's page is a
  // visitor's page, and the admin's own data loads in the browser.
  const local = unstable_localLink({
    router: appRouter,
    createContext: async () => createInnerContext({ db, cache, now, zone: siteTimezone }),
  });
  const trpcClient = createTRPCClient<AppRouter>({ links: [local] });
  return (request, { onRead, ...options }) =>
    entry.render({
      request,
      // A render that wants to know what it read gets a client of its own that tells it.
      trpcClient: onRead ? createTRPCClient<AppRouter>({ links: [observedLink(onRead), local] }) : trpcClient,
      ...options,
    });
}

/** Passes every call on, telling `onRead` of each answer. */
function observedLink(onRead: (procedure: string, output: unknown) => void): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const subscription = next(op).subscribe({
          next(value) {
            onRead(op.path, (value.result as { data?: unknown }).data);
            observer.next(value);
          },
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        });
        return () => subscription.unsubscribe();
      });
}
