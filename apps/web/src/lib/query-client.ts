import { QueryClient } from "@tanstack/react-query";

/** docs/product.md §7: fresh for 5 minutes, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
