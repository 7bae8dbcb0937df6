import { createFileRoute } from "@tanstack/react-router";
import { ContactDetails } from "#web/components/contact/ContactDetails.tsx";
import { ContactForm } from "#web/components/contact/ContactForm.tsx";
import { Panel } from "#web/components/content/Panel.tsx";
import { MapPlaceholder } from "#web/components/map/MapPlaceholder.tsx";
import { TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { GridColMarkup, GridMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { ListItemMarkup, ListMarkup } from "#web/components/ui/text-markup.tsx";
import { pageHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";

export const Route = createFileRoute("/contact")({
  head: pageHead(() => ({
    title: "Contact Us",
    description: "Write to the Ojai Valley Chamber of Commerce, or find our office address, phone and opening hours.",
  })),
  component: ContactPage,
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
        <GridMarkup gap={{ base: "xl", md: 32 }}>
          <GridColMarkup span={{ base: 12, md: 5 }}>
            <ContactDetails />
          </GridColMarkup>
          <GridColMarkup span={{ base: 12, md: 7 }}>
            <Panel shadow="sm">
              <TitleMarkup order={2} size="h3" mb={4}>
                Send Us a Message
              </TitleMarkup>
              <TextMarkup c="gray.7" size="sm" mb="lg">
                All fields are required.
              </TextMarkup>
              <ContactForm />
            </Panel>
          </GridColMarkup>
          <GridColMarkup span={12}>
            <Panel>
              <GridMarkup gap="xl" align="center">
                <GridColMarkup span={{ base: 12, md: 5 }}>
                  <TitleMarkup order={2} size="h3" mb="sm">
                    Visit Our Office
                  </TitleMarkup>
                  <TextMarkup size={null} c="gray.7" mb="md">
                    Our office and visitor center is in the heart of downtown Ojai, a short walk from the Arcade and
                    Libbey Park.
                  </TextMarkup>
                  <ListMarkup spacing={6} size="sm" c="gray.8">
                    <ListItemMarkup>{facts.address}</ListItemMarkup>
                    <ListItemMarkup>{facts.hours}</ListItemMarkup>
                    <ListItemMarkup>Free two-hour street parking on Signal Street</ListItemMarkup>
                  </ListMarkup>
                </GridColMarkup>
                <GridColMarkup span={{ base: 12, md: 7 }}>
                  <MapPlaceholder label={facts.address} />
                </GridColMarkup>
              </GridMarkup>
            </Panel>
          </GridColMarkup>
        </GridMarkup>
      </PageContainer>
    </>
  );
}
