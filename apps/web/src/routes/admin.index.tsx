// /admin opens on Businesses; the old `/admin?tab=events` links open their section.
import { createFileRoute, redirect } from "@tanstack/react-router";
import { defaultAdminSection, parseAdminSection } from "#web/lib/admin/sections.ts";

export const Route = createFileRoute("/admin/")({
  beforeLoad: ({ location }) => {
    const tab = parseAdminSection((location.search as { tab?: unknown }).tab) ?? defaultAdminSection;
    throw redirect({ href: `/admin/${tab}`, replace: true });
  },
});
