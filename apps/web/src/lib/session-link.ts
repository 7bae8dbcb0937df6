// What a signed-in tab does with each API call of one kind of session (lib/trpc.ts routes the call
// here through lib/session-bearers.ts), kept with the token stores out of the first script.
//
// The tab's short token (lib/auth-token.ts) on every call: held until it is fresh, since an expired
// token would not be refused by the public lists, only read as a visitor's, hiding drafts without a
// word; and a call refused as UNAUTHORIZED is sent once more with a new token from the session
// cookie (a tab that slept past its token's 15 minutes). Retrying here, per call, means every call
// of a batch refused together is answered, not only the first; the refusal reaches the dashboard
// (components/admin/layout/use-session-end.ts) only when the cookie has no session left. A refused
// write is safe to send again: the procedure never ran.
import type { AppRouter } from "@chamber/api";
import type { OperationLink } from "@trpc/client";
import { observable, type Unsubscribable } from "@trpc/server/observable";
import { isUnauthorized } from "./admin/session.ts";
import type { TokenStore } from "./auth-token.ts";

/** Calls that make or use the cookie's session themselves wait for no token, and are not retried. */
const tokenless = new Set(["auth.login", "auth.refresh", "account.signIn", "account.verify", "account.refresh"]);

export const sessionLink =
  (store: TokenStore): OperationLink<AppRouter> =>
  ({ op, next }) => {
    if (tokenless.has(op.path)) return next(op);
    return observable((observer) => {
      let subscription: Unsubscribable | undefined;
      let stopped = false;
      const send = (retried: boolean) => {
        if (stopped) return;
        const sentWith = store.get();
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (retried || !sentWith || !isUnauthorized(error)) {
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
      void store.ensureFresh().then(() => send(false));
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    });
  };
