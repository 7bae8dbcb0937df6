// One router factory for both sides: the server makes one per request (entry-server.tsx) with a
// tRPC client that calls the routers in process; the browser makes one (entry-client.tsx) with a
// client that calls /trpc. The query cache travels with the page: what the server's loaders put in
// it is dehydrated into the HTML and hydrated before the browser's first render
// (@tanstack/react-router-ssr-query), so the browser renders what the server did without asking again.
import type { AppRouter } from "@chamber/api";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import type { ReactNode } from "react";
import { ErrorPage } from "./components/layout/ErrorPage.tsx";
import { trpc } from "./lib/trpc.ts";
import { routeTree } from "./routeTree.gen.ts";

export interface AppRouterOptions {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  /** The CSP nonce of this response: the router's inline scripts carry it (server only). */
  nonce?: string | undefined;
}

export function createAppRouter({ queryClient, trpcClient, nonce }: AppRouterOptions) {
  const router = createRouter({
    routeTree,
    // Loaders fill the same query cache the components read (`trpc.x.y.useQuery`); a link hover
    // (defaultPreload "intent") warms the next page's data before the click.
    context: { queryClient, trpc: createTRPCQueryUtils({ queryClient, client: trpcClient }) },
    defaultPreload: "intent",
    scrollRestoration: true,
    // A page whose data cannot be read says so in the page (status 500 from the server).
    defaultErrorComponent: ErrorPage,
    ...(nonce ? { ssr: { nonce } } : {}),
    // biome-ignore lint/correctness/noComponentHookFactories: made once per router, which lives as long as the page
    Wrap: ({ children }: { children: ReactNode }) => (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
