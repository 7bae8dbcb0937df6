// "Pending claims" at the top of the Members tab: each claim beside the listing's own e-mail and
// website, so staff can judge it; approve (access, and a mailed sign-in link, or the link to copy
// when no mail is sent) or refuse with a reason the claimant is told. A claim whose address
// matched the listing waits for its link, which staff may also approve themselves.
import { Anchor, Badge, Button, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { ReasonForm } from "#web/components/admin/scaffold/ReasonForm.tsx";
import { ReviewCard } from "#web/components/admin/scaffold/ReviewCard.tsx";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { InviteLink } from "./InviteLink.tsx";

type Claim = RouterOutputs["claim"]["list"][number];

export function PendingClaims() {
  const pending = trpc.claim.list.useQuery({ status: "pending" });
  const utils = trpc.useUtils();
  const approve = trpc.claim.approve.useMutation();
  const reject = trpc.claim.reject.useMutation();
  const [refusing, setRefusing] = useState<Claim | null>(null);
  const [link, setLink] = useState<{ url: string; who: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (claim: Claim, write: () => Promise<unknown>, success: string, failure: string) => {
    setBusyId(claim.id);
    const done = await writeWithToasts(write, { success, failure });
    setBusyId(null);
    if (done) await utils.invalidate();
    return done;
  };

  const approveClaim = (claim: Claim) =>
    void decide(
      claim,
      async () => {
        const answer = await approve.mutateAsync({ id: claim.id });
        if (answer.inviteUrl) setLink({ url: answer.inviteUrl, who: claim.name });
      },
      `${claim.name} can now edit ${claim.business.name}`,
      "Failed to approve the claim",
    );

  const claims = pending.data ?? [];
  return (
    <section aria-labelledby="pending-claims-title">
      <Stack gap="sm">
        <Title order={2} id="pending-claims-title" size="h4">
          Pending claims ({claims.length})
        </Title>
        {pending.isSuccess && claims.length === 0 && (
          <Text size="sm" c="dimmed">
            No claim waits for you.
          </Text>
        )}
        {claims.map((claim) => (
          <ClaimCard
            key={claim.id}
            claim={claim}
            busy={busyId === claim.id}
            onApprove={() => approveClaim(claim)}
            onRefuse={() => setRefusing(claim)}
          />
        ))}
      </Stack>
      <AdminModal opened={refusing !== null} onClose={() => setRefusing(null)} title="Refuse claim" size="md">
        {refusing && (
          <ReasonForm
            label={`Refuse the claim of ${refusing.business.name}`}
            description={`Sent to ${refusing.email} with the decision.`}
            submitLabel="Refuse"
            busy={busyId === refusing.id}
            onCancel={() => setRefusing(null)}
            onSubmit={async (reason) => {
              const done = await decide(
                refusing,
                () => reject.mutateAsync({ id: refusing.id, reason }),
                "Claim refused; the claimant is told why",
                "Failed to refuse the claim",
              );
              if (done) setRefusing(null);
            }}
          />
        )}
      </AdminModal>
      <AdminModal opened={link !== null} onClose={() => setLink(null)} title="Claim approved" size="md">
        {link && <InviteLink url={link.url} who={link.who} />}
      </AdminModal>
    </section>
  );
}

function ClaimCard({
  claim,
  busy,
  onApprove,
  onRefuse,
}: {
  claim: Claim;
  busy: boolean;
  onApprove: () => void;
  onRefuse: () => void;
}) {
  const { business } = claim;
  return (
    <ReviewCard
      label={`Claim of ${business.name} by ${claim.name}`}
      gap="xs"
      heading={
        <Title order={3} size="h5" className={classes.breakAnywhere}>
          {claim.name} claims {business.name}
        </Title>
      }
      badges={
        claim.matchedBy && (
          <Badge variant="light" color="teal">
            {claim.matchedBy === "email" ? "Listing's e-mail" : "Website's domain"}: waits for their link
          </Badge>
        )
      }
      sentAt={claim.createdAt}
      actions={
        <>
          <Button variant="default" onClick={onRefuse} disabled={busy}>
            Refuse
          </Button>
          <Button onClick={onApprove} loading={busy}>
            Approve
          </Button>
        </>
      }
    >
      <Text size="sm" className={classes.breakAnywhere}>
        Claimant: <Anchor href={`mailto:${claim.email}`}>{claim.email}</Anchor>
      </Text>
      <Text size="sm" className={classes.breakAnywhere}>
        Listing: <Anchor href={`/directory/${business.slug}`}>{business.name}</Anchor> · e-mail{" "}
        {business.email ?? "none"} · website {business.website ?? "none"}
      </Text>
    </ReviewCard>
  );
}
