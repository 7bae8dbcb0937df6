// Businesses ('Business Directory'): cards with badges, the add/edit dialog, confirmed delete.
import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminBusiness } from "../../../lib/admin/business-form.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { ConfirmDeleteModal } from "../shared/ConfirmDeleteModal.tsx";
import { ListState } from "../shared/ListState.tsx";
import { Schedule } from "../shared/Schedule.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { FeaturedBadge, PublishedBadge } from "../shared/StatusBadges.tsx";
import { BusinessFormModal } from "./BusinessFormModal.tsx";

// The target stays while the dialog closes, so its content does not flash to an empty form.
interface Dialog {
  opened: boolean;
  business: AdminBusiness | null;
}

export function BusinessesTab() {
  const businesses = trpc.business.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const remove = trpc.business.delete.useMutation();
  const [dialog, setDialog] = useState<Dialog>({ opened: false, business: null });
  const [pendingDelete, setPendingDelete] = useState<AdminBusiness | null>(null);

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const done = await writeWithToasts(() => remove.mutateAsync({ id: pendingDelete.id }), {
      success: "Business deleted successfully",
      failure: "Failed to delete business",
    });
    setPendingDelete(null);
    if (!done) return;
    await utils.business.invalidate();
  };

  const list = businesses.data ?? [];
  return (
    <section aria-labelledby="admin-businesses-title">
      <SectionHeader title="Business Directory" titleId="admin-businesses-title">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ opened: true, business: null })}
        >
          Add Business
        </Button>
      </SectionHeader>
      <ListState query={businesses} count={list.length} empty="No businesses yet." what="businesses">
        <div className={classes.cardGrid}>
          {list.map((business) => (
            <BusinessCard
              key={business.id}
              business={business}
              onEdit={() => setDialog({ opened: true, business })}
              onDelete={() => setPendingDelete(business)}
            />
          ))}
        </div>
      </ListState>
      <BusinessFormModal
        opened={dialog.opened}
        business={dialog.business}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDeleteModal
        opened={pendingDelete !== null}
        title="Delete business"
        question="Are you sure you want to delete this business?"
        name={pendingDelete?.name}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}

function BusinessCard({
  business,
  onEdit,
  onDelete,
}: {
  business: AdminBusiness;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder padding="lg" component="article" aria-label={business.name}>
      <Stack gap={6} h="100%">
        <Title order={3} size="h4" className={classes.breakAnywhere}>
          {business.name}
        </Title>
        <Group gap={6}>
          {business.featured && <FeaturedBadge />}
          <PublishedBadge published={business.published} />
        </Group>
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
        <Group gap="xs" mt="auto" pt="sm">
          <Button variant="light" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            Edit<VisuallyHidden> {business.name}</VisuallyHidden>
          </Button>
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            Delete<VisuallyHidden> {business.name}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
