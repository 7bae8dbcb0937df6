// A business's jobs or deals on the member's account page (?tab=jobs, ?tab=deals): "Post a job" or
// "Post a deal", then each of the business's posts with where it stands (live, awaiting approval,
// refused with the reason, scheduled, ended), to edit, and for a job to extend to its latest close.
// Saving answers 200 (shown) or 202 (sent for approval), and the page says which. The reminder
// mail's link (?tab=jobs&post={id}) opens the post here with its form (`open`).
import "./account-styles.ts";
import { JOB_MAX_DAYS } from "@chamber/core";
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DealForm } from "#web/components/admin/posts/DealForm.tsx";
import { JobForm } from "#web/components/admin/posts/JobForm.tsx";
import {
  dealWindow,
  jobWindow,
  postState,
  postStateColors,
  postStateLabels,
} from "#web/components/posts/post-state.ts";
import { useFormToken } from "#web/components/submissions/use-submission.ts";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { sendPhoto } from "#web/lib/upload-photo.ts";
import { AlertTitle } from "./AlertTitle.tsx";

type MyDeal = RouterOutputs["deal"]["mine"][number];
type MyJob = RouterOutputs["job"]["mine"][number];
type Saved = { status: "published" | "pending" };

export type PostKind = "deal" | "job";

const words = {
  job: { post: "Post a job", noun: "job", many: "jobs", none: "No jobs posted yet." },
  deal: { post: "Post a deal", noun: "deal", many: "deals", none: "No deals posted yet." },
} as const;

/** What the page says after a save: shown, or sent for approval (the API's 202). */
function SavedNote({ saved, kind }: { saved: Saved; kind: PostKind }) {
  return saved.status === "pending" ? (
    <Alert color="yellow" role="status" title={<AlertTitle>Sent for approval</AlertTitle>}>
      The chamber reviews your {kind} before it is shown, and writes to you when it decides.
    </Alert>
  ) : (
    <Alert color="green" role="status" title={<AlertTitle>Published</AlertTitle>}>
      Your {kind} shows on the site from its start.
    </Alert>
  );
}

export function AccountPosts({ businessId, kind, open }: { businessId: number; kind: PostKind; open?: number }) {
  const deals = trpc.deal.mine.useQuery({}, { enabled: kind === "deal" });
  const jobs = trpc.job.mine.useQuery({}, { enabled: kind === "job" });
  const [editing, setEditing] = useState<number | "new" | null>(open ?? null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const said = words[kind];
  const query = kind === "deal" ? deals : jobs;
  const posts = (kind === "deal" ? deals.data : jobs.data)?.filter((post) => post.businessId === businessId);

  const onSaved = (answer: Saved) => {
    setSaved(answer);
    setEditing(null);
    void query.refetch();
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={`account-${kind}s-title`}>
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id={`account-${kind}s-title`}>
          Your {said.many}
        </Title>
        {editing !== "new" && (
          <Button
            onClick={() => {
              setSaved(null);
              setEditing("new");
            }}
          >
            {said.post}
          </Button>
        )}
      </Group>
      {saved && <SavedNote saved={saved} kind={kind} />}
      {editing === "new" && (
        <Card withBorder padding="lg">
          <Title order={3} size="h5" mb="sm">
            {said.post}
          </Title>
          <PostEditor
            kind={kind}
            businessId={businessId}
            post={null}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        </Card>
      )}
      {query.isError ? (
        <Text c="red.9">Your {said.many} could not be loaded. Please reload the page.</Text>
      ) : !posts ? (
        <Text c="dimmed">Loading…</Text>
      ) : posts.length === 0 ? (
        <Text c="dimmed">{said.none}</Text>
      ) : (
        posts.map((post) => (
          <PostRow
            key={post.id}
            kind={kind}
            post={post}
            editing={editing === post.id}
            onEdit={() => {
              setSaved(null);
              setEditing(post.id);
            }}
            onDone={() => setEditing(null)}
            onSaved={onSaved}
          />
        ))
      )}
    </Stack>
  );
}

function PostRow({
  kind,
  post,
  editing,
  onEdit,
  onDone,
  onSaved,
}: {
  kind: PostKind;
  post: MyDeal | MyJob;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onSaved: (saved: Saved) => void;
}) {
  const window = "closesAt" in post ? jobWindow(post) : dealWindow(post as MyDeal);
  const state = postState({ reviewState: post.reviewState, ...window });
  const extend = trpc.job.extendOwn.useMutation();
  // A job may run until JOB_MAX_DAYS after it was posted: offered while that is later than its close.
  const latest = "postedAt" in post ? Date.parse(post.postedAt) + JOB_MAX_DAYS * 86_400_000 : 0;
  const extendable = kind === "job" && latest > Date.parse(window.until) + 60_000 && state !== "refused";
  return (
    <Card withBorder padding="md" component="article" aria-label={post.title} id={`${kind}-${post.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {post.title}
          </Title>
          <Badge color={postStateColors[state]} variant="light" c="dark.9" data-testid="post-state">
            {postStateLabels[state]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {kind === "job" ? "Posted" : "From"} {formatSiteDate(window.from, "card")} ·{" "}
          {kind === "job" ? "Closes" : "Ends"} {formatSiteDate(window.until, "card")}
        </Text>
        {state === "refused" && post.refusalReason && (
          <Text size="sm" c="red.9">
            Refused: “{post.refusalReason}” Change it and save to send it again.
          </Text>
        )}
        {editing ? (
          <PostEditor kind={kind} businessId={post.businessId} post={post} onSaved={onSaved} onCancel={onDone} />
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
            {extendable && (
              <Button
                size="xs"
                variant="default"
                loading={extend.isPending}
                onClick={() =>
                  void writeWithToasts(() => extend.mutateAsync({ id: post.id }).then(onSaved), {
                    success: `Extended: the job closes ${formatSiteDate(new Date(latest).toISOString(), "card")}`,
                    failure: "Failed to extend the job",
                  })
                }
              >
                Extend to {formatSiteDate(new Date(latest).toISOString(), "card")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function PostEditor({
  kind,
  businessId,
  post,
  onSaved,
  onCancel,
}: {
  kind: PostKind;
  businessId: number;
  post: MyDeal | MyJob | null;
  onSaved: (saved: Saved) => void;
  onCancel: () => void;
}) {
  const submitDeal = trpc.deal.submit.useMutation();
  const updateDeal = trpc.deal.updateOwn.useMutation();
  const submitJob = trpc.job.submit.useMutation();
  const updateJob = trpc.job.updateOwn.useMutation();
  // A member's photo goes up as a submission's does (with a form token), as on the listing form.
  const { token } = useFormToken();
  const upload = (file: File) => sendPhoto("/api/submissions/images", file, token ? { formToken: token } : {});
  let answer: Saved = { status: "published" };
  const successMessage = () =>
    answer.status === "pending" ? "Sent for approval" : `Published: your ${kind} shows from its start`;
  if (kind === "deal") {
    const deal = post as MyDeal | null;
    return (
      <DealForm
        deal={deal}
        upload={upload}
        pending={submitDeal.isPending || updateDeal.isPending}
        onDone={onCancel}
        successMessage={successMessage}
        save={async (input) => {
          answer = deal
            ? await updateDeal.mutateAsync({ ...input, id: deal.id })
            : await submitDeal.mutateAsync({ ...input, id: businessId });
          onSaved(answer);
          return answer;
        }}
      />
    );
  }
  const job = post as MyJob | null;
  return (
    <JobForm
      job={job}
      pending={submitJob.isPending || updateJob.isPending}
      onDone={onCancel}
      successMessage={successMessage}
      save={async (input) => {
        answer = job
          ? await updateJob.mutateAsync({ ...input, id: job.id })
          : await submitJob.mutateAsync({ ...input, id: businessId });
        onSaved(answer);
        return answer;
      }}
    />
  );
}
