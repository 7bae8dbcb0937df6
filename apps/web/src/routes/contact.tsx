import { Card, Grid, List, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { ContactDetails } from "../components/contact/ContactDetails.tsx";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import panel from "../components/content/Panel.module.css";
import { MantineScope } from "../components/layout/MantineScope.tsx";
import { MapPlaceholder } from "../components/map/MapPlaceholder.tsx";
import { PageContainer } from "../components/ui/PageContainer.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { pageHead } from "../lib/head.ts";
import { useHydrationMark } from "../lib/hydration-mark.ts";
import { useSiteFacts } from "../lib/site-facts.ts";

export const Route = createFileRoute("/contact")({
  head: pageHead(() => ({
    title: "Contact Us",
    description: "Write to the Ojai Valley Chamber of Commerce, or find our office address, phone and opening hours.",
  })),
  component: () => (
    <MantineScope>
      <ContactPage />
    </MantineScope>
  ),
});

function ContactPage() {
  useHydrationMark();
  const facts = useSiteFacts();
  return (
    <>
      <PageHeader
        title="Get In Touch"
        subtitle="Questions about membership, events or doing business in the valley? Send us a note and our staff will get back to you."
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Contact" }]}
      />
      <PageContainer>
        <Grid gap={{ base: "xl", md: 32 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="md" className={panel.roomy} shadow="sm">
              <Title order={2} size="h3" mb={4}>
                Send Us a Message
              </Title>
              <Text c="gray.7" size="sm" mb="lg">
                All fields are required.
              </Text>
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={12}>
            <Card withBorder radius="md" className={panel.roomy}>
              <Grid gap="xl" align="center">
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Title order={2} size="h3" mb="sm">
                    Visit Our Office
                  </Title>
                  <Text c="gray.7" mb="md">
                    Our office and visitor center is in the heart of downtown Ojai, a short walk from the Arcade and
                    Libbey Park.
                  </Text>
                  <List spacing={6} size="sm" c="gray.8">
                    <List.Item>{facts.address}</List.Item>
                    <List.Item>{facts.hours}</List.Item>
                    <List.Item>Free two-hour street parking on Signal Street</List.Item>
                  </List>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <MapPlaceholder label={facts.address} />
                </Grid.Col>
              </Grid>
            </Card>
          </Grid.Col>
        </Grid>
      </PageContainer>
    </>
  );
}
