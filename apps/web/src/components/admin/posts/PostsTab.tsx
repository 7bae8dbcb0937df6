// Deals & jobs: the posts waiting for staff first (approve, or refuse with a reason the poster is
// mailed), then every deal and job in every state, filtered by kind and state in the URL, to add
// (for any business), edit, approve, refuse and delete with Undo.
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { AddButton } from "#web/components/admin/scaffold/AddButton.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { ReasonForm } from "#web/components/admin/scaffold/ReasonForm.tsx";
import { ReviewCard } from "#web/components/admin/scaffold/ReviewCard.tsx";
import { useAdminListTab } from "#web/components/admin/scaffold/use-admin-list-tab.tsx";
import { useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { postStateColors, postStateLabels } from "#web/components/posts/post-state.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { type AdminPost, adminPostState, mergePosts, postKey, postKindLabels, windowOf } from "./admin-posts.ts";
import { PostFormDialog } from "./PostFormDialog.tsx";

type Opened = { kind: "deal" | "job"; item: AdminPost | null };

export function PostsTab() {
  const deals = trpc.deal.list.useQuery({ scope: "all" });
  const jobs = trpc.job.list.useQuery({ scope: "all" });
  const utils = trpc.useUtils();
  const removeDeal = trpc.deal.delete.useMutation();
  const removeJob = trpc.job.delete.useMutation();
  const restoreDeal = trpc.deal.restore.useMutation();
  const restoreJob = trpc.job.restore.useMutation();
  const approveDeal = trpc.deal.approve.useMutation();
  const approveJob = trpc.job.approve.useMutation();
  const refuseDeal = trpc.deal.refuse.useMutation();
  const refuseJob = trpc.job.refuse.useMutation();
  const [refusing, setRefusing] = useState<AdminPost | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [opened, setOpened] = useState<Opened>({ kind: "job", item: null });
  const canDecide = useCan("moderator");

  const refresh = async () => {
    await Promise.all([utils.deal.invalidate(), utils.job.invalidate()]);
  };
  const tab = useAdminListTab<AdminPost>({
    section: { id: "posts", title: "Deals & jobs", add: "Add job" },
    noun: { one: "post", many: "posts" },
    remove: (item) =>
      item.kind === "deal" ? removeDeal.mutateAsync({ id: item.post.id }) : removeJob.mutateAsync({ id: item.post.id }),
    restore: (item) =>
      item.kind === "deal"
        ? restoreDeal.mutateAsync({ id: item.post.id })
        : restoreJob.mutateAsync({ id: item.post.id }),
    onDeleted: refresh,
  });
  const items = mergePosts(deals.data, jobs.data);
  const view = useListView<AdminPost>({
    items,
    dataUpdatedAt: Math.max(deals.dataUpdatedAt, jobs.dataUpdatedAt),
    itemKey: postKey,
    noun: { one: "post", many: "posts" },
    text: (item) => [item.post.title, item.post.business.name],
    status: { of: adminPostState, choices: ["pending", "refused", "scheduled", "live", "ended"] },
    category: (item) => postKindLabels[item.kind],
    categoryWords: { label: "Kind", all: "Deals and jobs" },
    pageSize: 20,
  });

  const open = (kind: "deal" | "job", item: AdminPost | null) => {
    setOpened({ kind, item });
    tab.dialog.open(item);
  };

  const decide = async (item: AdminPost, write: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(postKey(item));
    const done = await writeWithToasts(write, { success, failure });
    setBusy(null);
    if (done) await refresh();
    return done;
  };
  const approve = (item: AdminPost) =>
    void decide(
      item,
      () =>
        item.kind === "deal"
          ? approveDeal.mutateAsync({ id: item.post.id })
          : approveJob.mutateAsync({ id: item.post.id }),
      `${postKindLabels[item.kind]} approved`,
      `Failed to approve the ${item.kind}`,
    );

  const now = new Date();
  const waiting = (items ?? []).filter((item) => item.post.reviewState === "pending");
  const decisionButtons = (item: AdminPost) => {
    if (!canDecide) return null;
    const state = item.post.reviewState;
    return (
      <>
        {state !== "refused" && (
          <Button size="xs" variant="default" onClick={() => setRefusing(item)} disabled={busy === postKey(item)}>
            Refuse<VisuallyHidden> {item.post.title}</VisuallyHidden>
          </Button>
        )}
        {state !== "approved" && (
          <Button size="xs" onClick={() => approve(item)} loading={busy === postKey(item)}>
            Approve<VisuallyHidden> {item.post.title}</VisuallyHidden>
          </Button>
        )}
      </>
    );
  };

  return (
    <AdminList
      {...tab.section}
      actions={
        <Group gap="xs">
          <AddButton label="Add job" onClick={() => open("job", null)} />
          <AddButton label="Add deal" onClick={() => open("deal", null)} />
        </Group>
      }
      query={{
        isPending: deals.isPending || jobs.isPending,
        isError: deals.isError || jobs.isError,
        error: deals.error ?? jobs.error,
        data: items,
        refetch: () => Promise.all([deals.refetch(), jobs.refetch()]),
      }}
      view={view}
      layout="stack"
      empty="No deals or jobs yet."
      before={
        waiting.length > 0 && (
          <section aria-labelledby="posts-waiting-title">
            <Stack gap="sm" mb="xl">
              <Title order={3} id="posts-waiting-title" size="h4">
                Awaiting approval ({waiting.length})
              </Title>
              {waiting.map((item) => (
                <ReviewCard
                  key={postKey(item)}
                  label={`${postKindLabels[item.kind]} awaiting approval: ${item.post.title}`}
                  heading={<Title order={4}>{item.post.title}</Title>}
                  badges={<Badge variant="light">{postKindLabels[item.kind]}</Badge>}
                  sentAt={item.post.updatedAt}
                  actions={
                    <>
                      <Button size="xs" variant="light" onClick={() => open(item.kind, item)}>
                        Edit<VisuallyHidden> {item.post.title}</VisuallyHidden>
                      </Button>
                      {decisionButtons(item)}
                    </>
                  }
                >
                  <PostSummary item={item} />
                </ReviewCard>
              ))}
            </Stack>
          </section>
        )
      }
      after={
        <>
          <EntityFormModal
            dialog={tab.dialog}
            addTitle={opened.kind === "deal" ? "Add deal" : "Add job"}
            editTitle={opened.kind === "deal" ? "Edit deal" : "Edit job"}
          >
            {(item, onDone) => <PostFormDialog kind={opened.kind} item={item} onDone={onDone} onSaved={refresh} />}
          </EntityFormModal>
          <AdminModal
            opened={refusing !== null}
            onClose={() => setRefusing(null)}
            title={refusing ? `Refuse ${refusing.kind}` : "Refuse"}
            size="md"
          >
            {refusing && (
              <ReasonForm
                label={`Refuse ${refusing.post.title}`}
                description="Mailed to the member who posted it."
                submitLabel="Refuse"
                busy={busy === postKey(refusing)}
                onCancel={() => setRefusing(null)}
                onSubmit={async (reason) => {
                  const item = refusing;
                  const done = await decide(
                    item,
                    () =>
                      item.kind === "deal"
                        ? refuseDeal.mutateAsync({ id: item.post.id, reason })
                        : refuseJob.mutateAsync({ id: item.post.id, reason }),
                    `${postKindLabels[item.kind]} refused`,
                    `Failed to refuse the ${item.kind}`,
                  );
                  if (done) setRefusing(null);
                }}
              />
            )}
          </AdminModal>
          {tab.confirmModal}
        </>
      }
    >
      {(item) => {
        const state = adminPostState(item, now);
        return (
          <AdminCard
            variant="row"
            padding="md"
            label={`${postKindLabels[item.kind]}: ${item.post.title}`}
            heading={item.post.title}
            headingSize="h5"
            badges={
              <>
                <Badge variant="light">{postKindLabels[item.kind]}</Badge>
                <Badge color={postStateColors[state]} variant="light" c="dark.9">
                  {postStateLabels[state]}
                </Badge>
                {item.kind === "deal" && item.post.audience === "members" && (
                  <Badge color="yellow" variant="outline" c="dark.9">
                    Members only
                  </Badge>
                )}
              </>
            }
            actions={
              <Group gap="xs" wrap="wrap">
                {decisionButtons(item)}
                {tab.itemActions(item, item.post.title, () => open(item.kind, item))}
              </Group>
            }
          >
            <PostSummary item={item} />
          </AdminCard>
        );
      }}
    </AdminList>
  );
}

function PostSummary({ item }: { item: AdminPost }) {
  const { from, until } = windowOf(item);
  return (
    <Stack gap={2}>
      <Text size="sm">{item.post.business.name}</Text>
      <Text size="sm" c="dimmed">
        {formatSiteDate(from, "card")} – {formatSiteDate(until, "card")}
      </Text>
      {item.post.reviewState === "refused" && item.post.refusalReason && (
        <Text size="sm" c="red.9">
          Refused: {item.post.refusalReason}
        </Text>
      )}
    </Stack>
  );
}
