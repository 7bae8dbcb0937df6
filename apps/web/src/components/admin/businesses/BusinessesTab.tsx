// Businesses ('Business Directory'): cards with badges, the add/edit dialog, confirmed delete.
import { Anchor, Stack, Text } from "@mantine/core";
import { trpc } from "../../../lib/trpc.ts";
import { FeaturedBadge } from "../../ui/FeaturedBadge.tsx";
import classes from "../admin.module.css";
import { Schedule } from "../fields/Schedule.tsx";
import { AddButton } from "../scaffold/AddButton.tsx";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { ItemActions } from "../scaffold/ItemActions.tsx";
import { PublishedBadge } from "../scaffold/PublishedBadge.tsx";
import { useDeleteItem } from "../scaffold/use-delete-item.tsx";
import { useFormDialog } from "../scaffold/use-form-dialog.ts";
import { BusinessForm } from "./BusinessForm.tsx";
import type { AdminBusiness } from "./business-form.ts";

export function BusinessesTab() {
  const businesses = trpc.business.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const remove = trpc.business.delete.useMutation();
  const dialog = useFormDialog<AdminBusiness>();
  const deletion = useDeleteItem<AdminBusiness>({
    remove: (business) => remove.mutateAsync({ id: business.id }),
    success: "Business deleted successfully",
    failure: "Failed to delete business",
    onDeleted: () => utils.business.invalidate(),
    confirm: {
      title: "Delete business",
      question: "Are you sure you want to delete this business?",
      name: (business) => business.name,
    },
  });

  return (
    <AdminList
      id="businesses"
      title="Business Directory"
      actions={<AddButton label="Add Business" onClick={() => dialog.open()} />}
      query={businesses}
      empty="No businesses yet."
      what="businesses"
      layout="grid"
      itemKey={(business) => business.id}
      after={
        <>
          <EntityFormModal dialog={dialog} addTitle="Add Business" editTitle="Edit Business">
            {(business, onDone) => <BusinessForm business={business} onDone={onDone} />}
          </EntityFormModal>
          {deletion.confirmModal}
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
            </>
          }
          actions={
            <ItemActions
              name={business.name}
              onEdit={() => dialog.open(business)}
              onDelete={() => deletion.request(business)}
              deleting={deletion.isDeleting(business)}
            />
          }
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
