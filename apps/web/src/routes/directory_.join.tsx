// /directory/join (docs/decisions/020-public-submissions.md): a business asks to be listed, or sends a change to its listing;
// staff approve it before anything in the directory changes.
import { Box, Card, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import panel from "../components/content/Panel.module.css";
import { MantineScope } from "../components/layout/MantineScope.tsx";
import { BusinessJoinForm } from "../components/submissions/BusinessJoinForm.tsx";
import { submissionPage } from "../components/submissions/submission-page.ts";
import { PageContainer } from "../components/ui/PageContainer.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";

export const Route = createFileRoute("/directory_/join")({
  head: pageHead(() => ({
    title: "List Your Business",
    description: "Add your business to the Ojai Valley directory, or send a correction to your listing.",
  })),
  ...submissionPage("business"),
  component: () => (
    <MantineScope>
      <JoinDirectoryPage />
    </MantineScope>
  ),
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
        <Box maw={760} mx="auto">
          <Card withBorder radius="md" className={panel.roomy} shadow="sm">
            <Title order={2} size="h3" mb={4}>
              Your listing
            </Title>
            <Text c="gray.7" size="sm" mb="lg">
              Fields marked * are required. Nothing changes in the directory until a person at the chamber has read it.
            </Text>
            <BusinessJoinForm />
          </Card>
        </Box>
      </PageContainer>
    </>
  );
}
