// /directory/join (docs/decisions/020-public-submissions.md): a business asks to be listed, or sends a change to its listing;
// staff approve it before anything in the directory changes.
import { createFileRoute } from "@tanstack/react-router";
import { BusinessJoinForm } from "#web/components/submissions/BusinessJoinForm.tsx";
import { SubmissionPageFrame } from "#web/components/submissions/SubmissionPageFrame.tsx";
import { submissionPage } from "#web/components/submissions/submission-page.ts";
import { pageHead } from "#web/lib/head.ts";

export const Route = createFileRoute("/directory_/join")({
  head: pageHead(() => ({
    title: "List Your Business",
    description: "Add your business to the Ojai Valley directory, or send a correction to your listing.",
  })),
  ...submissionPage("business"),
  component: JoinDirectoryPage,
});

function JoinDirectoryPage() {
  return (
    <SubmissionPageFrame
      header={{
        title: "List Your Business",
        subtitle: "Add your business to the Ojai Valley directory, or send us a correction to your listing.",
        breadcrumbs: [{ label: "Home", to: "/" }, { label: "Directory", to: "/directory" }, { label: "Join" }],
      }}
      title="Your listing"
      note="Fields marked * are required. Nothing changes in the directory until a person at the chamber has read it."
    >
      <BusinessJoinForm />
    </SubmissionPageFrame>
  );
}
