// /events/submit (docs/decisions/020-public-submissions.md): a visitor sends an event for the calendar; staff approve it first.
import { createFileRoute } from "@tanstack/react-router";
import panel from "#web/components/content/Panel.module.css";
import { BoxMarkup, CardMarkup } from "#web/components/page-markup/layout-markup.tsx";
import { TextMarkup, TitleMarkup } from "#web/components/page-markup/text-markup.tsx";
import { EventSubmitForm } from "#web/components/submissions/EventSubmitForm.tsx";
import { submissionPage } from "#web/components/submissions/submission-page.ts";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/events/submit")({
  head: pageHead(() => ({
    title: "Submit an Event",
    description: "Hosting an event in the Ojai Valley? Send it to the chamber for the community calendar.",
  })),
  ...submissionPage("event"),
  component: SubmitEventPage,
});

function SubmitEventPage() {
  useHydrationMark();
  return (
    <>
      <PageHeader
        title="Submit an Event"
        subtitle="Hosting something in the Ojai Valley? Tell us about it and, once our staff have checked it, it goes on the community calendar."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events", to: "/events" }, { label: "Submit" }]}
      />
      <PageContainer>
        <BoxMarkup maw={760} mx="auto">
          <CardMarkup withBorder radius="md" className={panel.roomy} shadow="sm">
            <TitleMarkup order={2} size="h3" mb={4}>
              Your event
            </TitleMarkup>
            <TextMarkup c="gray.7" size="sm" mb="lg">
              Fields marked * are required. Nothing is published until a person at the chamber has read it.
            </TextMarkup>
            <EventSubmitForm />
          </CardMarkup>
        </BoxMarkup>
      </PageContainer>
    </>
  );
}
