// The root of every page. Public pages get the site shell (header, main, footer); the admin
// dashboard under /admin draws its own layout. Toasts live outside both so every page can raise one.
import type { AppRouter } from "@chamber/api";
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import type { createTRPCQueryUtils } from "@trpc/react-query";
import { NotFoundPage } from "../components/layout/NotFoundPage.tsx";
import { SiteShell } from "../components/layout/SiteShell.tsx";
import { NotificationRegion } from "../components/notifications/NotificationRegion.tsx";

export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC query helpers bound to `queryClient`, for loaders: `context.trpc.event.byId.prefetch({ id })`. */
  trpc: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function RootLayout() {
  const admin = useRouterState({ select: (state) => isAdminPath(state.location.pathname) });
  return (
    <>
      {admin ? (
        <Outlet />
      ) : (
        <SiteShell>
          <Outlet />
        </SiteShell>
      )}
      <NotificationRegion />
    </>
  );
}
