// "API tokens": the tokens integrations use, each with its role, maker, last use and expiry; making
// one (its role chosen, an editor's by default) shows it once with a copy button, and Revoke stops
// one at once after a confirmation. The operator's `pnpm admin token …` lists the same tokens.
import type { StaffRole } from "@chamber/core";
import { ROLE_LABELS } from "@chamber/core";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { ConfirmDeleteModal } from "#web/components/admin/scaffold/ConfirmDeleteModal.tsx";
import { CopyField } from "#web/components/admin/scaffold/CopyField.tsx";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { SectionHeader } from "#web/components/admin/scaffold/SectionHeader.tsx";
import { serverFieldErrors } from "#web/lib/admin/form-errors.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { type RouterOutputs, trpc } from "#web/lib/trpc.ts";
import { RoleSelect } from "./RoleSelect.tsx";
import { attempt } from "./StaffPeople.tsx";

type ApiToken = RouterOutputs["apiToken"]["list"][number];

const when = (instant: string | null, none: string) => (instant ? formatSiteDate(instant, "full") : none);

export function ApiTokensPanel() {
  const tokens = trpc.apiToken.list.useQuery({});
  const utils = trpc.useUtils();
  const revoke = trpc.apiToken.revoke.useMutation();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    if (await attempt(() => revoke.mutateAsync({ id: revoking.id }), `The token “${revoking.name}” is revoked`)) {
      setRevoking(null);
      await utils.apiToken.list.invalidate();
    }
  };

  return (
    <section aria-labelledby="api-tokens-title">
      <SectionHeader title="API tokens" titleId="api-tokens-title" />
      <Text size="sm" c="dimmed" mb="md">
        For integrations that use the REST API (<code>Authorization: Bearer chk_…</code>). A token acts with its role
        until it is revoked or expires.
      </Text>
      <NewTokenForm onMade={setMade} />
      <ListState query={tokens} count={tokens.data?.length ?? 0} empty="No API tokens yet." what="API tokens">
        <Stack gap="sm" mt="md">
          {(tokens.data ?? []).map((token) => (
            <AdminCard
              key={token.id}
              variant="row"
              padding="md"
              label={`API token ${token.name}`}
              heading={token.name}
              headingSize="h5"
              badges={
                <>
                  <Badge variant="light">{ROLE_LABELS[token.role]}</Badge>
                  {token.revokedAt && (
                    <Badge variant="outline" color="red">
                      Revoked
                    </Badge>
                  )}
                </>
              }
              actions={
                token.revokedAt ? null : (
                  <Button size="xs" variant="light" color="red" onClick={() => setRevoking(token)}>
                    Revoke<span className={classes.visuallyHidden}> {token.name}</span>
                  </Button>
                )
              }
            >
              <Text size="xs" c="dimmed" className={classes.breakAnywhere}>
                Made by {token.createdBy} on {formatSiteDate(token.createdAt, "full")} · last used{" "}
                {when(token.lastUsedAt, "never")} ·{" "}
                {token.revokedAt
                  ? `revoked ${formatSiteDate(token.revokedAt, "full")}`
                  : `expires ${when(token.expiresAt, "never")}`}
              </Text>
            </AdminCard>
          ))}
        </Stack>
      </ListState>
      <AdminModal opened={made !== null} onClose={() => setMade(null)} title="Your new API token" size="md">
        {made && <ShownOnce {...made} />}
      </AdminModal>
      <ConfirmDeleteModal
        opened={revoking !== null}
        title="Revoke API token"
        question="The integration using it stops working at once. This cannot be undone."
        name={revoking?.name}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

function NewTokenForm({ onMade }: { onMade: (made: { name: string; token: string }) => void }) {
  const create = trpc.apiToken.create.useMutation();
  const utils = trpc.useUtils();
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("editor");
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!name.trim()) return setError("Name is required");
    let token = "";
    const done = await attempt(async () => {
      token = (await create.mutateAsync({ name, role })).token;
    }, "API token made: copy it now");
    if (!done) return;
    setName("");
    setError(null);
    await utils.apiToken.list.invalidate();
    onMade({ name: name.trim(), token });
  };

  return (
    <form
      aria-label="Make an API token"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch((failure) => setError(serverFieldErrors(failure)?.name?.toString() ?? null));
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Token name"
          placeholder="Member portal"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: "1 1 200px", maxWidth: 360 }}
        />
        <RoleSelect label="Token role" value={role} onChange={setRole} grow />
        <Button type="submit" loading={create.isPending}>
          Make token
        </Button>
      </Group>
    </form>
  );
}

function ShownOnce({ name, token }: { name: string; token: string }) {
  return (
    <Stack gap="xs">
      <Alert color="citrus" variant="light">
        Copy the token for “{name}” now: it is shown this once, and only its fingerprint is kept.
      </Alert>
      <CopyField label="API token" value={token} what="Token" />
    </Stack>
  );
}
