// The browser's entry: hydrates the document the server rendered (entry-server.tsx) with the same
// router, whose query cache arrives in the page, so the first render asks the server nothing.
//
// Hydration is a transition: React then hydrates in slices of a few milliseconds and lets the
// browser handle input in between, instead of one long task that a phone spends hundreds of
// milliseconds in (Lighthouse's total blocking time). A click or key press on a part not hydrated
// yet makes React hydrate that part first and replays the event. What once raced it, the admin
// guard's redirect, no longer runs during hydration: the admin's routes render after it, inside
// `ClientOnly` in the root (decision 015).
import "./lib/zod-jitless.ts";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./lib/query-client.ts";
import { createTrpcClient } from "./lib/trpc.ts";
import { createAppRouter } from "./router.tsx";

const router = createAppRouter({ queryClient: createQueryClient(), trpcClient: createTrpcClient() });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
