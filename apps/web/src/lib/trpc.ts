// The typed API client: the web app imports only the router's *type*, never server code.
import type { AppRouter } from "@chamber/api";
import { TRPC_BATCH } from "@chamber/core";
import { httpBatchLink, splitLink, type TRPCLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { type SessionKind, sessionOf } from "./session-bearers.ts";

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * A member's own procedures (the `account` router, any router named `account…`, and a member's own
 * deals and jobs: `deal.mine`, `job.submit`, `deal.updateOwn`…) go with the member's token, and so
 * do the public deals' reads, which add the members-only deals for a member (a visitor's go
 * without one); every other call with the staff's. A browser may hold both (a staff member who
 * also keeps their business's listing), and neither session grants the other's calls.
 */
export const isMemberCall = (path: string) =>
  path.startsWith("account") || /^(deal\.(listPage|byId)|(deal|job)\.(mine|submit|\w+Own))$/.test(path);
const kindOf = (path: string): SessionKind => (isMemberCall(path) ? "member" : "staff");

/**
 * Each call through its kind's session (lib/session-link.ts: a fresh token, one retry after a
 * refresh), once a page that signs in has loaded it; a public page's calls go straight on.
 */
export const sessionTokenLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    const session = sessionOf(kindOf(op.path));
    return session ? session.link({ op, next }) : next(op);
  };

/** The batches of one kind's calls, each with that kind's bearer token once signed in (docs/product.md §6). */
const batchesWith = (kind: SessionKind) =>
  httpBatchLink({
    url: "/trpc",
    // No batch past what the server takes (TRPC_BATCH, shared with apps/server http/api.ts).
    maxItems: TRPC_BATCH.maxItems,
    maxURLLength: TRPC_BATCH.maxUrlLength,
    headers() {
      const token = sessionOf(kind)?.token();
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
        true: batchesWith("member"),
        false: batchesWith("staff"),
      }),
    ],
  });
}
