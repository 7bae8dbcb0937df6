// /admin/<section>: every dashboard section but the activity log (routes/admin.activity.tsx), its
// screen loaded when first opened (components/admin/layout/section-screens.tsx); a section's search,
// filters and page live in the URL, read by its list (lib/admin/list-search.ts). An unknown name is
// the site's not-found page.
import { createFileRoute, notFound } from "@tanstack/react-router";
import { Suspense } from "react";
import { sectionScreens } from "#web/components/admin/layout/section-screens.tsx";
import { parseAdminSection } from "#web/lib/admin/sections.ts";

export const Route = createFileRoute("/admin/$section")({
  beforeLoad: ({ params }) => {
    const section = parseAdminSection(params.section);
    if (!section || section === "activity") throw notFound();
  },
  component: SectionRoute,
});

function SectionRoute() {
  const section = parseAdminSection(Route.useParams().section);
  const Screen = section && section !== "activity" ? sectionScreens[section] : null;
  return Screen ? (
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Screen />
    </Suspense>
  ) : null;
}
