// /events/submit (docs/decisions/020-public-submissions.md): a visitor sends an event for the calendar; staff approve it first.
import { createFileRoute } from "@tanstack/react-router";
import { EventSubmitForm } from "#web/components/submissions/EventSubmitForm.tsx";
import { SubmissionPageFrame } from "#web/components/submissions/SubmissionPageFrame.tsx";
import { submissionPage } from "#web/components/submissions/submission-page.ts";
import { pageHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/events/submit")({
  head: pageHead(() => ({
    title: "Submit an Event",
    description: "Hosting an event in the Ojai Valley? Send it to the chamber for the community calendar.",
  })),
  ...submissionPage("event"),
  component: SubmitEventPage,
});

function SubmitEventPage() {
  return (
    <SubmissionPageFrame
      header={{
        title: "Submit an Event",
        subtitle:
          "Hosting something in the Ojai Valley? Tell us about it and, once our staff have checked it, it goes on the community calendar.",
        breadcrumbs: [{ label: "Home", to: "/" }, { label: "Events", to: "/events" }, { label: "Submit" }],
      }}
      title="Your event"
      note="Fields marked * are required. Nothing is published until a person at the chamber has read it."
    >
      <EventSubmitForm />
    </SubmissionPageFrame>
  );
}
