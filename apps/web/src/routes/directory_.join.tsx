// /directory/join (docs/decisions/020-public-submissions.md): a business asks to be listed, or sends a change to its listing;
// staff approve it before anything in the directory changes.
import { createFileRoute } from "@tanstack/react-router";
import panel from "#web/components/content/Panel.module.css";
import { BoxMarkup, CardMarkup } from "#web/components/page-markup/layout-markup.tsx";
import { TextMarkup, TitleMarkup } from "#web/components/page-markup/text-markup.tsx";
import { BusinessJoinForm } from "#web/components/submissions/BusinessJoinForm.tsx";
import { submissionPage } from "#web/components/submissions/submission-page.ts";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";

export const Route = createFileRoute("/directory_/join")({
  head: pageHead(() => ({
    title: "List Your Business",
    description: "Add your business to the Ojai Valley directory, or send a correction to your listing.",
  })),
  ...submissionPage("business"),
  component: JoinDirectoryPage,
});

function JoinDirectoryPage() {
  useHydrationMark();
  return (
    <>
      <PageHeader
        title="List Your Business"
        subtitle="Add your business to the Ojai Valley directory, or send us a correction to your listing."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Directory", to: "/directory" }, { label: "Join" }]}
      />
      <PageContainer>
        <BoxMarkup maw={760} mx="auto">
          <CardMarkup withBorder radius="md" className={panel.roomy} shadow="sm">
            <TitleMarkup order={2} size="h3" mb={4}>
              Your listing
            </TitleMarkup>
            <TextMarkup c="gray.7" size="sm" mb="lg">
              Fields marked * are required. Nothing changes in the directory until a person at the chamber has read it.
            </TextMarkup>
            <BusinessJoinForm />
          </CardMarkup>
        </BoxMarkup>
      </PageContainer>
    </>
  );
}
