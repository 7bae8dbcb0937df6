// The API as a form posted to a page calls it: the same routers in process (unstable_localLink,
// as the page render reads them), always as an anonymous visitor, counted by the rate limits under
// the client's address like a call through /trpc, and queuing its mail as the API does. So a form
// sent without a script meets the same schema, limits and spam check as one the script sends.
import { type AppRouter, appRouter, type ContextOptions, createInnerContext } from "@chamber/api";
import { createTRPCClient, type TRPCClient, unstable_localLink } from "@trpc/client";

/** The API for one posted form, counted against `client` (the request's address). */
export type FormCaller = (client: string) => TRPCClient<AppRouter>;

export function formCaller(options: ContextOptions): FormCaller {
  return (client) =>
    createTRPCClient<AppRouter>({
      links: [
        unstable_localLink({
          router: appRouter,
          createContext: async () => createInnerContext({ ...options, client }),
        }),
      ],
    });
}
