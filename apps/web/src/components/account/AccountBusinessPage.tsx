// /account/businesses/$id: one of the member's listings — where its last change stands, the form
// that changes it, a way to send an event it organizes, and what was changed before; then, in
// tabs of their own, its jobs and deals, the messages visitors sent and what the listing earned. The page reads
// through the member's session; without one it points to the sign-in page.
import "./account-styles.ts";
import { Anchor, Button, Container, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { isUnauthorized } from "#web/lib/admin/session.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { AccountListingForm } from "./AccountListingForm.tsx";
import { AccountPosts } from "./AccountPosts.tsx";
import { ChangeStatus } from "./ChangeStatus.tsx";
import { InquiryList } from "./InquiryList.tsx";
import { ListingChanges } from "./ListingChanges.tsx";
import { ReachPanel } from "./ReachPanel.tsx";

export type AccountBusinessTab = "listing" | "jobs" | "deals" | "messages" | "reach";

/** The page's frame for its states: signed out, missing, loading. */
export function AccountMessage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={2} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/** What a failed account read says: sign in again, or no such business of theirs. */
export function AccountReadFailed({ error }: { error: unknown }) {
  return isUnauthorized(error) ? (
    <AccountMessage title="Sign in to your account">
      <Text>Your session has ended. We e-mail you a link to sign in: no password needed.</Text>
      <Anchor href="/account/sign-in">Sign in</Anchor>
    </AccountMessage>
  ) : (
    <AccountMessage title="Business not found">
      <Text>This business is not one of yours, or it is no longer in the directory.</Text>
      <Anchor href="/account">Your businesses</Anchor>
    </AccountMessage>
  );
}

export function AccountBusinessPage({
  id,
  tab,
  onTab,
  post,
}: {
  id: number;
  tab: AccountBusinessTab;
  onTab: (tab: AccountBusinessTab) => void;
  /** The job or deal to open with its form (the reminder mail's link). */
  post?: number | undefined;
}) {
  const business = trpc.account.business.useQuery({ id }, { retry: false });
  if (business.isError) return <AccountReadFailed error={business.error} />;
  if (!business.data)
    return (
      <AccountMessage title="Your listing">
        <Loader size="sm" role="status" aria-label="Loading your listing" />
      </AccountMessage>
    );
  const { listing, history } = business.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Anchor href="/account" size="sm">
              Your businesses
            </Anchor>
            <Title order={2} size="h2">
              {listing.name}
            </Title>
          </Stack>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/account/businesses/$id/events/new" params={{ id: String(id) }} />
            )}
            variant="light"
          >
            Submit an event
          </Button>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => onTab((value as AccountBusinessTab | null) ?? "listing")}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="listing">Listing</Tabs.Tab>
            <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
            <Tabs.Tab value="deals">Deals</Tabs.Tab>
            <Tabs.Tab value="messages">Messages</Tabs.Tab>
            <Tabs.Tab value="reach">Reach</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="listing" pt="lg">
            <Stack gap="lg">
              <ChangeStatus business={business.data} />
              <AccountListingForm
                key={business.dataUpdatedAt}
                business={business.data}
                onCancel={() => void business.refetch()}
              />
              <ListingHistory history={history} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="jobs" pt="lg">
            <AccountPosts businessId={id} kind="job" open={tab === "jobs" ? post : undefined} />
          </Tabs.Panel>
          <Tabs.Panel value="deals" pt="lg">
            <AccountPosts businessId={id} kind="deal" open={tab === "deals" ? post : undefined} />
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="lg">
            <InquiryList businessId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="reach" pt="lg">
            <ReachPanel businessId={id} businessName={listing.name} door="account" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

type History = RouterOutputs["account"]["business"]["history"];

function ListingHistory({ history }: { history: History }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="account-history-title">
      <Title order={2} size="h4" id="account-history-title">
        History
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change published yet.
        </Text>
      ) : (
        history.map((entry) => (
          <Stack gap={4} key={`${entry.at}-${entry.by}`}>
            <Text size="sm" fw={600}>
              {formatSiteDate(entry.at, "card")} — {entry.by ?? "the chamber"}
            </Text>
            <ListingChanges changes={entry.changes} label={`Changed on ${formatSiteDate(entry.at, "card")}`} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
