import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../components/content/ContentPage.tsx";
import { contentSlug } from "../components/content/content-slug.ts";

export const Route = createFileRoute("/membership-benefits")({ component: MembershipBenefitsPage });

/** A bare route shows the content page whose slug is its own path (docs/architecture.md §6). */
function MembershipBenefitsPage() {
  return <ContentPage slug={contentSlug(undefined, Route.fullPath)} />;
}
