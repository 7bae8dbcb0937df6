// The API as a form posted to a page calls it: the same routers in process (unstable_localLink,
// as the page render reads them), always as an anonymous visitor, counted by the rate limits under
// the client's address like a call through /trpc, and queuing its mail as the API does. So a form
// sent without a script meets the same schema, limits and spam check as one the script sends. A
// member's sign-in link posted without a script (member-verify-post.ts) is given the browser, so
// that signing in sets its cookie on the answer.
import { type AppRouter, appRouter, type BrowserSession, type ContextOptions, createInnerContext } from "@chamber/api";
import { createTRPCClient, type TRPCClient, unstable_localLink } from "@trpc/client";

/** The API for one posted form, counted against `client` (the request's address). */
export type FormCaller = (client: string, browser?: BrowserSession) => TRPCClient<AppRouter>;

export function formCaller(options: ContextOptions): FormCaller {
  return (client, browser) =>
    createTRPCClient<AppRouter>({
      links: [
        unstable_localLink({
          router: appRouter,
          createContext: async () => createInnerContext({ ...options, client, browser: browser ?? null }),
        }),
      ],
    });
}
