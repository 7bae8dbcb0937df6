// /privacy: the chamber's privacy notice, in plain words — what each form collects, why, how long it
// is kept, who sees it, and how to ask for it to be deleted. Drawn as markup with no data of its own
// to load: the chamber's name and e-mail come from its facts, which the root route has read.
import { createFileRoute } from "@tanstack/react-router";
import { PrivacyNotice } from "#web/components/privacy/PrivacyNotice.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/privacy")({
  head: pageHead(() => ({
    title: "Privacy Notice",
    description:
      "What the chamber keeps when you write to us, join the newsletter or send an event or listing, why, for how long, and how to have it deleted.",
  })),
  component: PrivacyPage,
});

function PrivacyPage() {
  useHydrationMark();
  return (
    <>
      <PageHeader
        title="Privacy Notice"
        subtitle="What we keep when you use this site, why, and how to have it removed."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Privacy" }]}
      />
      <PrivacyNotice />
    </>
  );
}
