import type { AppRouter } from "@chamber/api";
import type { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import type { TRPCClient } from "@trpc/client";
import { createTRPCQueryUtils } from "@trpc/react-query";
import { routeTree } from "./routeTree.gen.ts";

export function createAppRouter(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>) {
  return createRouter({
    routeTree,
    // Loaders warm the same query cache the components read (`trpc.x.y.useQuery`), so a page's
    // data starts loading on link hover (defaultPreload "intent") and skeletons show only while
    // it is still on the way.
    context: { queryClient, trpc: createTRPCQueryUtils({ queryClient, client: trpcClient }) },
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
