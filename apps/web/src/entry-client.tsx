// The browser's entry: hydrates the document the server rendered (entry-server.tsx) with the same
// router, whose query cache arrives in the page, so the first render asks the server nothing.
import "./lib/zod-jitless.ts";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createQueryClient } from "./lib/query-client.ts";
import { createTrpcClient } from "./lib/trpc.ts";
import { createAppRouter } from "./router.tsx";

const router = createAppRouter({ queryClient: createQueryClient(), trpcClient: createTrpcClient() });

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);
