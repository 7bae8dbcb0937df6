// One router factory for both sides: the server makes one per request (entry-server.tsx) with a
// tRPC client that calls the routers in process; the browser makes one (entry-client.tsx) with a
// client that calls /trpc. The query cache travels with the page: what the server's loaders put in
// it is dehydrated into the HTML and hydrated before the browser's first render
// (@tanstack/react-router-ssr-query), so the browser renders what the server did without asking again.
import type { AppRouter } from "@chamber/api";
import { showDatesIn } from "@chamber/core";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { ReactNode } from "react";
import { ErrorPage } from "./components/layout/ErrorPage.tsx";
import { headsAwaitingData, type SiteAddress } from "./lib/head.ts";
import { trpc } from "./lib/trpc.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface AppRouterOptions {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  /** The CSP nonce of this response: the router's inline scripts carry it (server only). */
  nonce?: string | undefined;
  /**
   * Where the site lives, for the pages' heads (lib/head.ts): the server names it, and its router
   * sends it with the page, where the browser's router takes it before it matches any route.
   */
  site?: SiteAddress | undefined;
}

export function createAppRouter({ queryClient, trpcClient, nonce, site }: AppRouterOptions) {
  const address: SiteAddress = { origin: "", ...site };
  // Dates are drawn in the chamber's zone: the server names it, and the browser takes it with the
  // page (hydrate below) before it draws anything, so both draw the same dates.
  showDatesIn(address.zone);
  const router = createRouter({
    routeTree,
    // Loaders fill the same query cache the components read (`trpc.x.y.useQuery`); a link hover
    // (defaultPreload "intent") warms the next page's data before the click.
    context: { queryClient, trpc: createTRPCQueryUtils({ queryClient, client: trpcClient }), site: address },
    defaultPreload: "intent",
    scrollRestoration: true,
    // A page whose data cannot be read says so in the page (status 500 from the server).
    defaultErrorComponent: ErrorPage,
    ...(nonce ? { ssr: { nonce } } : {}),
    dehydrate: () => ({ site: address }),
    hydrate: (dehydrated: { site: SiteAddress }) => {
      Object.assign(address, dehydrated.site);
      showDatesIn(address.zone);
    },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per router, which lives as long as the page
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  // A page shown before its data (a client-side navigation) gets its head again once a read lands,
  // so the tab's title names the event, article or page.
  if (typeof document !== "undefined") {
    queryClient.getQueryCache().subscribe((event) => {
      if (headsAwaitingData.size === 0 || event.type !== "updated" || event.action.type !== "success") return;
      const waiting = new Set(headsAwaitingData);
      headsAwaitingData.clear();
      void router.invalidate({ filter: (match) => waiting.has(match.id) });
    });
  }
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
