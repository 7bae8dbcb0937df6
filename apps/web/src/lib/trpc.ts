// The typed API client: the web app imports only the router's *type*, never server code.
import type { AppRouter } from "@chamber/api";
import { TRPC_BATCH } from "@chamber/core";
import { httpBatchLink, splitLink, type TRPCLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import { isUnauthorized } from "./admin/session.ts";
import { authToken, memberToken, type TokenStore } from "./auth-token.ts";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Calls that make or use the cookie's session themselves wait for no token. */
const tokenless = new Set(["auth.login", "auth.refresh", "account.signIn", "account.verify", "account.refresh"]);

/**
 * A member's own procedures (the `account` router, and any router named `account…`) go with the
 * member's token; every other call with the staff's. A browser may hold both (a staff member who
 * also keeps their business's listing), and neither session grants the other's calls.
 */
export const isMemberCall = (path: string) => path.startsWith("account");
const storeFor = (path: string): TokenStore => (isMemberCall(path) ? memberToken : authToken);

/**
 * The tab's short token (lib/auth-token.ts) on every call: held until it is fresh, since an expired
 * token would not be refused by the public lists, only read as a visitor's, hiding drafts without a
 * word; and a call refused as UNAUTHORIZED is sent once more with a new token from the session
 * cookie (a tab that slept past its token's 15 minutes). Retrying here, per call, means every call
 * of a batch refused together is answered, not only the first; the refusal reaches the dashboard
 * (components/admin/layout/use-session-end.ts) only when the cookie has no session left. A refused
 * write is safe to send again: the procedure never ran.
 */
export const sessionTokenLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let stopped = false;
      const store = storeFor(op.path);
      const send = (retried: boolean) => {
        if (stopped) return;
        const sentWith = store.get();
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (retried || !sentWith || tokenless.has(op.path) || !isUnauthorized(error)) {
              observer.error(error);
              return;
            }
            // Another call may have refreshed the token meanwhile: use that one rather than ask again.
            const current = store.get();
            const renewed = current && current !== sentWith ? Promise.resolve(current) : store.refresh();
            void renewed.then((token) => (token ? send(true) : observer.error(error)));
          },
        });
      };
      const ready = tokenless.has(op.path) ? Promise.resolve() : store.ensureFresh();
      void ready.then(() => send(false));
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    });

/** The batches of one kind's calls, each with that kind's bearer token once signed in (docs/product.md §6). */
const batchesWith = (store: TokenStore) =>
  httpBatchLink({
    url: "/trpc",
    // No batch past what the server takes (TRPC_BATCH, shared with apps/server http/api.ts).
    maxItems: TRPC_BATCH.maxItems,
    maxURLLength: TRPC_BATCH.maxUrlLength,
    headers() {
      const token = store.get();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      sessionTokenLink,
      // A batch carries one token: a member's calls are batched apart from the rest.
      splitLink({
        condition: (op) => isMemberCall(op.path),
        true: batchesWith(memberToken),
        false: batchesWith(authToken),
      }),
    ],
  });
}
