// The typed API client: the web app imports only the router's *type*, never server code.
import type { AppRouter } from "@chamber/api";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact, type inferReactQueryProcedureOptions } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { authToken } from "./auth-token.ts";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        // docs/product.md §6: the admin's bearer credential goes with every call once signed in.
        headers() {
          const token = authToken.get();
          return token ? { Authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
