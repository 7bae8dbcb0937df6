// The server's entry: renders one page request into a streamed HTML Response with TanStack
// Router's SSR. The host (apps/server/src/web) hands it a tRPC client that calls the routers in
// process as an anonymous visitor, and the nonce its Content-Security-Policy allows for the
// router's inline scripts (the dehydrated query cache travels in them).

import { readFileSync } from "node:fs";
import type { AppRouter } from "@chamber/api";
import type { FormReply } from "@chamber/core";
import { createRequestHandler, defaultStreamHandler } from "@tanstack/react-router/ssr/server";
import type { TRPCClient } from "@trpc/client";
import { formReplyKey } from "./components/forms/form-reply.ts";
import type { SiteAddress } from "./lib/head.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { routerManifest, type ViteManifest } from "./ssr/route-manifest.ts";

export interface RenderOptions {
  /** The page request: absolute URL, headers, and a signal that aborts when the client goes away. */
  request: Request;
  trpcClient: TRPCClient<AppRouter>;
  nonce: string;
  /** The answer to a form posted without a script, which the page shows in that form. */
  formReply?: FormReply | undefined;
  /** PUBLIC_URL and the share image, for the pages' heads. */
  site: SiteAddress;
}

// The client build sits beside this file's folder (dist/client next to dist/server).
const viteManifest: ViteManifest = JSON.parse(
  readFileSync(new URL("../client/.vite/manifest.json", import.meta.url), "utf8"),
);
const manifest = routerManifest(viteManifest);

export async function render({ request, trpcClient, nonce, formReply, site }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler({
    request,
    // A query cache per request: nothing one visitor's page loaded is seen by another's. A form's
    // reply travels in it, so the browser hydrates the same form the server drew.
    createRouter: () => {
      const queryClient = createQueryClient();
      if (formReply) queryClient.setQueryData(formReplyKey, formReply);
      return createAppRouter({ queryClient, trpcClient, nonce, site });
    },
    getRouterManifest: () => manifest,
  });
  return handler(defaultStreamHandler);
}
