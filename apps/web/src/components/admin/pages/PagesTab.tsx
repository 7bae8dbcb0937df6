// Pages ('Content Pages'): the 'New Page' button opens the inline form; the list with
// Published/Draft badges; delete without confirmation.
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import type { AdminPage } from "../../../lib/admin/page-form.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { ItemActions } from "../shared/ItemActions.tsx";
import { ListState } from "../shared/ListState.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { PublishedBadge } from "../shared/StatusBadges.tsx";
import { PageForm } from "./PageForm.tsx";

type FormState = { open: false } | { open: true; page: AdminPage | null };

export function PagesTab() {
  const pages = trpc.page.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.page.delete.useMutation();
  const [form, setForm] = useState<FormState>({ open: false });

  const deletePage = async (page: AdminPage) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ id: page.id }), {
      success: "Page deleted successfully",
      failure: "Failed to delete page",
    });
    if (!done) return;
    if (form.open && form.page?.id === page.id) setForm({ open: false });
    await utils.page.invalidate();
  };

  const list = pages.data ?? [];
  return (
    <section aria-labelledby="admin-pages-title">
      <SectionHeader title="Content Pages" titleId="admin-pages-title">
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setForm({ open: true, page: null })}
          disabled={form.open && form.page === null}
        >
          New Page
        </Button>
      </SectionHeader>
      {form.open && <PageForm key={form.page?.id ?? "new"} page={form.page} onDone={() => setForm({ open: false })} />}
      <ListState query={pages} count={list.length} empty="No content pages yet." what="content pages">
        <Stack gap="md">
          {list.map((page) => (
            <Card key={page.id} withBorder padding="lg" component="article" aria-label={page.title}>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
                  <Group gap="xs">
                    <Title order={3} size="h4" className={classes.breakAnywhere}>
                      {page.title}
                    </Title>
                    <PublishedBadge published={page.published} />
                  </Group>
                  <Anchor href={`/page/${page.slug}`} size="sm" ff="monospace" className={classes.breakAnywhere}>
                    /page/{page.slug}
                  </Anchor>
                  {page.excerpt && (
                    <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
                      {page.excerpt}
                    </Text>
                  )}
                </Stack>
                <ItemActions
                  name={page.title}
                  onEdit={() => setForm({ open: true, page })}
                  onDelete={() => void deletePage(page)}
                  deleting={remove.isPending && remove.variables?.id === page.id}
                />
              </Group>
            </Card>
          ))}
        </Stack>
      </ListState>
    </section>
  );
}
