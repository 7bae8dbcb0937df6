// The imports applied lately, newest first: what each did, who ran it and when, and Undo (asked
// first) while it can be undone — for 24 hours, then it says until when it could have been.
import type { BusinessImportSummary, BusinessImportUndoResult } from "@chamber/core/schemas";
import { Badge, Button, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";

const businesses = (count: number) => `${count} ${count === 1 ? "business" : "businesses"}`;

function undoneMessage(result: BusinessImportUndoResult) {
  const kept = result.kept.length > 0 ? `; kept as changed since: ${result.kept.map((b) => b.name).join(", ")}` : "";
  return `Import undone: ${businesses(result.deleted)} deleted, ${result.restored} put back${kept}`;
}

export function RecentImports() {
  const imports = trpc.businessImport.list.useQuery({});
  const undo = trpc.businessImport.undo.useMutation();
  const utils = trpc.useUtils();
  const [undoing, setUndoing] = useState<BusinessImportSummary | null>(null);

  const confirmUndo = async () => {
    if (!undoing) return;
    try {
      const result = await undo.mutateAsync({ importId: undoing.id });
      notifySuccess(undoneMessage(result));
      setUndoing(null);
      await utils.business.invalidate();
    } catch (error) {
      // The server says why in words of its own: undone already, or past its 24 hours.
      notifyFailure(error instanceof Error && error.message ? error.message : "Failed to undo the import", error);
    }
    await utils.businessImport.list.invalidate();
  };

  return (
    <section aria-labelledby="recent-imports-title">
      <Title order={3} size="h4" id="recent-imports-title" mb="sm">
        Recent imports
      </Title>
      <ListState query={imports} count={imports.data?.length ?? 0} empty="No imports yet." what="recent imports">
        <Stack gap="sm">
          {(imports.data ?? []).map((item) => (
            <AdminCard
              key={item.id}
              variant="row"
              padding="md"
              label={`Import of ${item.fileName}`}
              heading={item.fileName}
              headingSize="h5"
              badges={
                item.undoneAt ? (
                  <Badge color="gray.7" variant="outline">
                    Undone
                  </Badge>
                ) : null
              }
              actions={
                item.canUndo ? (
                  <Button size="xs" variant="light" color="red" onClick={() => setUndoing(item)}>
                    Undo<span className={classes.visuallyHidden}> import of {item.fileName}</span>
                  </Button>
                ) : null
              }
            >
              <Text size="sm">
                {businesses(item.created)} created · {item.updated} updated
              </Text>
              <Text size="xs" c="dimmed" className={classes.breakAnywhere}>
                By {item.actorName} on {formatSiteDate(item.createdAt, "full")} ·{" "}
                {item.undoneAt
                  ? `undone ${formatSiteDate(item.undoneAt, "full")}`
                  : item.canUndo
                    ? `can be undone until ${formatSiteDate(item.undoUntil, "full")}`
                    : "can no longer be undone"}
              </Text>
            </AdminCard>
          ))}
        </Stack>
      </ListState>
      <ConfirmDeleteModal
        opened={undoing !== null}
        title="Undo import"
        question={
          undoing
            ? `The ${businesses(undoing.created)} it created are deleted, and the ${businesses(undoing.updated)} it updated are put back as they were (unless changed since).`
            : ""
        }
        name={undoing?.fileName}
        confirmLabel="Undo import"
        pending={undo.isPending}
        onConfirm={() => void confirmUndo()}
        onCancel={() => setUndoing(null)}
      />
    </section>
  );
}
