// Businesses ('Business Directory'): search, status and category filters and pages over the cards
// with badges, the add/edit dialog, confirmed delete. The search is the directory's (ranked by the
// server, typos forgiven); the status and category filters apply to its answer.
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import classes from "#web/components/admin/admin.module.css";
import { Schedule } from "#web/components/admin/fields/Schedule.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { PublishedBadge, ScheduleBadge } from "#web/components/admin/scaffold/StatusBadge.tsx";
import { useAdminListTab } from "#web/components/admin/scaffold/use-admin-list-tab.tsx";
import { useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { PendingSubmissions } from "#web/components/admin/submissions/PendingSubmissions.tsx";
import { FeaturedBadge } from "#web/components/ui/FeaturedBadge.tsx";
import { listStatuses, parseAdminListSearch } from "#web/lib/admin/list-search.ts";
import { listingStatus } from "#web/lib/admin/list-view.ts";
import { trpc } from "#web/lib/trpc.ts";
import { BusinessForm } from "./BusinessForm.tsx";
import type { AdminBusiness } from "./business-form.ts";
import { ListingReports } from "./ListingReports.tsx";

export function BusinessesTab() {
  const businesses = trpc.business.list.useQuery({ scope: "all" });
  const q = (useSearch({ strict: false, select: (search) => parseAdminListSearch(search).q }) ?? "").trim();
  const searched = trpc.business.list.useQuery(
    { scope: "all", search: q },
    { enabled: q !== "", placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.business.delete.useMutation();
  const restore = trpc.business.restore.useMutation();
  const tab = useAdminListTab<AdminBusiness>({
    section: { id: "businesses", title: "Business Directory", add: "Add Business" },
    noun: { one: "business", many: "businesses" },
    remove: (business) => remove.mutateAsync({ id: business.id }),
    restore: (business) => restore.mutateAsync({ id: business.id }),
    onRestored: (restored) => view.reveal(restored),
    onDeleted: () => utils.business.invalidate(),
    confirmName: (business) => business.name,
  });
  const view = useListView<AdminBusiness>({
    items: businesses.data,
    dataUpdatedAt: businesses.dataUpdatedAt,
    itemKey: (business) => business.id,
    noun: { one: "business", many: "businesses" },
    text: (b) => [b.name, b.description, b.category, b.address, b.phone, b.email, b.website],
    searched: q ? searched.data : undefined,
    status: { of: listingStatus, choices: listStatuses },
    category: (business) => business.category,
    pageSize: 12,
    table: true,
  });

  return (
    <AdminList
      {...tab.section}
      before={
        <Stack gap="md">
          <PendingSubmissions kind="business" />
          <ListingReports businesses={businesses.data ?? []} />
        </Stack>
      }
      query={businesses}
      view={view}
      table={{
        caption: "Businesses",
        columns: [
          { header: "Name", cell: (business) => business.name },
          {
            header: "Status",
            cell: (business) => (
              <Group gap={4}>
                {business.featured && <FeaturedBadge />}
                <PublishedBadge published={business.published} />
                <ScheduleBadge item={business} />
              </Group>
            ),
          },
          {
            header: "Category",
            cell: (business) => (
              <Text span tt="capitalize" inherit>
                {business.category}
              </Text>
            ),
          },
          { header: "Phone", cell: (business) => <span className={classes.noWrap}>{business.phone}</span> },
          { header: "Address", cell: (business) => business.address },
        ],
        actions: (business) => tab.itemActions(business, business.name, () => tab.dialog.open(business)),
      }}
      layout="grid"
      itemKey={(business) => business.id}
      after={
        <>
          <EntityFormModal dialog={tab.dialog} addTitle="Add Business" editTitle="Edit Business">
            {(business, onDone) => <BusinessForm business={business} onDone={onDone} />}
          </EntityFormModal>
          {tab.confirmModal}
        </>
      }
    >
      {(business) => (
        <AdminCard
          variant="tile"
          label={business.name}
          heading={business.name}
          badges={
            <>
              {business.featured && <FeaturedBadge />}
              <PublishedBadge published={business.published} />
              <ScheduleBadge item={business} />
            </>
          }
          actions={tab.itemActions(business, business.name, () => tab.dialog.open(business))}
        >
          <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
            <Text span tt="capitalize" inherit>
              {business.category}
            </Text>{" "}
            • {business.address}
          </Text>
          <Text size="sm" className={classes.preWrap} lineClamp={4}>
            {business.description}
          </Text>
          <Stack gap={2}>
            <Text size="sm">{business.phone}</Text>
            {business.email && (
              <Anchor href={`mailto:${business.email}`} size="sm" className={classes.breakAnywhere}>
                {business.email}
              </Anchor>
            )}
            {business.website && (
              <Anchor
                href={business.website}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                className={classes.breakAnywhere}
              >
                {business.website}
              </Anchor>
            )}
          </Stack>
          <Schedule publishedAt={business.publishedAt} unlistAt={business.unlistAt} />
        </AdminCard>
      )}
    </AdminList>
  );
}
