// The root of every page, and the whole HTML document: the server renders it into the first
// response and the browser hydrates the same tree (entry-server.tsx, entry-client.tsx). Public
// pages get the site shell (header, main, footer); the admin dashboard under /admin draws its own
// layout and renders in the browser only. Toasts live outside both so every page can raise one.
//
// The dashboard's routes are not even hydrated: they render once React has hydrated the document
// (without JavaScript, the document says that the dashboard needs it).
// Their guards redirect as soon as they have decided (signed out → the form, signed in → back), and
// React hydrates a route's Suspense boundary in a later pass than the document around it: a
// redirect landing in between took away the match that boundary was hydrating (React errors
// 422/520, 1 page load in 3 at 10× CPU throttling; decision 015).
//
// Each route's head (title, description, canonical link, social tags) is its own `head()`
// (lib/head.ts), rendered here by <HeadContent/>; the server adds the JSON-LD and names
// SITE_TIMEZONE there (apps/server/src/seo; docs/decisions/024-page-heads-in-routes.md).
//
// Nothing here imports Mantine's JavaScript: the public pages are drawn as Mantine's markup and
// styled by its stylesheet (styles/public-mantine.ts), and what still draws Mantine's components
// (the admin, the toasts) brings its provider in its own chunk (MantineScope).
import "#web/styles/public-mantine.ts";
import "#web/lib/focus-ring.css";
import "#web/components/layout/theme-variables.css";
import type { AppRouter } from "@chamber/api";
import type { QueryClient } from "@tanstack/react-query";
import {
  ClientOnly,
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouterState,
} from "@tanstack/react-router";
import type { createTRPCQueryUtils } from "@trpc/react-query";
import { AdminNoScript } from "#web/components/layout/AdminNoScript.tsx";
import { NotFoundPage } from "#web/components/layout/NotFoundPage.tsx";
import { SiteShell } from "#web/components/layout/SiteShell.tsx";
import { NotificationRegion } from "#web/components/notifications/NotificationRegion.tsx";
import { isAdminPath } from "#web/lib/admin-path.ts";
import { notFoundHead, type SiteAddress } from "#web/lib/head.ts";

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC query helpers bound to `queryClient`, for loaders: `context.trpc.event.byId.ensureData({ id })`. */
  trpc: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
  /** Where the site lives (PUBLIC_URL, the share image), for the pages' heads. */
  site: SiteAddress;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path no route matches ends at the root: its head is then the 404's.
  head: ({ match, matches }) => ({
    meta: [
      { charSet: "UTF-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1.0" },
      { name: "theme-color", content: "#2f6b4f" },
      ...(matches.at(-1) === match ? notFoundHead(match.context).meta : []),
    ],
    links: [{ rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }],
  }),
  // The chamber's facts (name, contact details, social links) that the shell shows on every page.
  // A failed read leaves the defaults in place (useSiteFacts) rather than failing the document:
  // the page's own loader says what went wrong, inside the shell.
  loader: async ({ context }) => {
    await context.trpc.setting.facts.ensureData({}).catch(() => undefined);
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const admin = useRouterState({ select: (state) => isAdminPath(state.location.pathname) });
  return (
    // Mantine's stylesheet reads its light colours under this attribute (what `mantineHtmlProps`
    // gave); a MantineScope's provider sets the same value again once it mounts.
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        {admin ? (
          <>
            <AdminNoScript />
            <ClientOnly>
              <Outlet />
            </ClientOnly>
          </>
        ) : (
          <SiteShell>
            <Outlet />
          </SiteShell>
        )}
        <NotificationRegion />
        <Scripts />
      </body>
    </html>
  );
}
