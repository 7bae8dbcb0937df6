// Two reports beside the directory's admin list (docs/product.md "Reach"): any listing's reach, as
// its members see it (ReachPanel, through the staff door), and the listings their members have not
// updated in 12 months (GET /reports/stale-listings), to nudge. Folded until opened: the reads run
// only then.
import { formatInZone } from "@chamber/core";
import { Accordion, Anchor, Loader, Select, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { ReachPanel } from "#web/components/account/ReachPanel.tsx";
import { siteZone } from "#web/lib/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";

interface ListingChoice {
  id: number;
  name: string;
}

function StaleListings() {
  const stale = trpc.reach.staleListings.useQuery({});
  if (stale.isPending) return <Loader size="sm" role="status" aria-label="Loading stale listings" />;
  if (stale.isError) return <Text c="red">{stale.error.message}</Text>;
  if (stale.data.length === 0) return <Text c="dimmed">Every listing with members was updated by them this year.</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Listing</Table.Th>
          <Table.Th scope="col">Members</Table.Th>
          <Table.Th scope="col">Last updated by a member</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {stale.data.map((listing) => (
          <Table.Tr key={listing.id}>
            <Table.Th scope="row">
              <Anchor href={`/directory/${listing.slug}`}>{listing.name}</Anchor>
            </Table.Th>
            <Table.Td>{listing.members}</Table.Td>
            <Table.Td>
              {listing.lastMemberChangeAt ? formatInZone(listing.lastMemberChangeAt, "card", siteZone) : "Never"}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function AnyListingReach({ businesses }: { businesses: readonly ListingChoice[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const business = businesses.find((entry) => String(entry.id) === chosen);
  return (
    <Stack gap="md">
      <Select
        label="Listing"
        placeholder="Choose a listing"
        searchable
        data={businesses.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={chosen}
        onChange={setChosen}
      />
      {business && <ReachPanel businessId={business.id} businessName={business.name} door="staff" />}
    </Stack>
  );
}

export function ListingReports({ businesses }: { businesses: readonly ListingChoice[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Accordion variant="separated" value={open} onChange={setOpen}>
      <Accordion.Item value="reach">
        <Accordion.Control>Listing reach</Accordion.Control>
        <Accordion.Panel>{open === "reach" && <AnyListingReach businesses={businesses} />}</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="stale">
        <Accordion.Control>Listings not updated by their members in 12 months</Accordion.Control>
        <Accordion.Panel>{open === "stale" && <StaleListings />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
