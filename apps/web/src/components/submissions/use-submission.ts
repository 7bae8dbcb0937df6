// What both public submission forms share: the form token, which the server's render of the page
// puts in it (the page is never cached, so no two visitors share a token) and a browser fetches
// after a send or when it came to the page by a link; one token per send, never a remembered one.
import { trpc } from "#web/lib/trpc.ts";

export function useFormToken() {
  const token = trpc.submission.token.useQuery(
    {},
    {
      enabled: typeof window !== "undefined",
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: 2,
    },
  );
  return { token: token.data?.token, renew: () => void token.refetch() };
}
