// The browser's entry: hydrates the document the server rendered (entry-server.tsx) with the same
// router, whose query cache arrives in the page, so the first render asks the server nothing.
import "./lib/zod-jitless.ts";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./lib/query-client.ts";
import { createTrpcClient } from "./lib/trpc.ts";
import { createAppRouter } from "./router.tsx";

const router = createAppRouter({ queryClient: createQueryClient(), trpcClient: createTrpcClient() });

// Hydrated as a transition, React yields to the browser every few milliseconds instead of holding
// the main thread for the whole page: a tap or a scroll during hydration is answered at once
// (Lighthouse counted the one long task as 500 ms of blocking time on a throttled phone).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
