// The typed API client: the web app imports only the router's *type*, never server code.
import type { AppRouter } from "@chamber/api";
import { httpBatchLink, type TRPCLink } from "@trpc/client";
import { createTRPCReact, type inferReactQueryProcedureOptions } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import { authToken } from "./auth-token.ts";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ReactQueryOptions = inferReactQueryProcedureOptions<AppRouter>;

/** Calls that make or use the cookie's session themselves wait for no token. */
const tokenless = new Set(["auth.login", "auth.refresh"]);

/**
 * Holds each call until the tab's short token is fresh (lib/auth-token.ts): an expired token would
 * not be refused by the public lists, only read as a visitor's, hiding drafts without a word.
 */
const freshTokenLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let stopped = false;
      const ready = tokenless.has(op.path) ? Promise.resolve() : authToken.ensureFresh();
      void ready.then(() => {
        if (!stopped) subscription = next(op).subscribe(observer);
      });
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      freshTokenLink,
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
