// Pages ('Content Pages'): the 'New Page' button opens the inline form above the list; the list
// with Published/Draft badges; delete without confirmation.
import { Anchor, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AddButton } from "#web/components/admin/scaffold/AddButton.tsx";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { InlineFormCard } from "#web/components/admin/scaffold/InlineFormCard.tsx";
import { ItemActions } from "#web/components/admin/scaffold/ItemActions.tsx";
import { PublishedBadge } from "#web/components/admin/scaffold/StatusBadge.tsx";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { trpc } from "#web/lib/trpc.ts";
import { PageForm } from "./PageForm.tsx";
import type { AdminPage } from "./page-form.ts";

type FormState = { open: false } | { open: true; page: AdminPage | null };

export function PagesTab() {
  const pages = trpc.page.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.page.delete.useMutation();
  const restore = trpc.page.restore.useMutation();
  const [form, setForm] = useState<FormState>({ open: false });
  const deletion = useDeleteItem<AdminPage>({
    remove: (page) => remove.mutateAsync({ id: page.id }),
    restore: (page) => restore.mutateAsync({ id: page.id }),
    what: "Page",
    onDeleted: (page) => {
      // The form must not go on editing a page that is gone.
      setForm((current) => (current.open && current.page?.id === page.id ? { open: false } : current));
      return utils.page.invalidate();
    },
    onRestored: async (restored) => {
      await utils.page.invalidate();
      view.reveal(restored);
    },
  });

  const view = useListView<AdminPage>({
    ...listById(pages),
    noun: { one: "page", many: "pages" },
    text: (page) => [page.title, page.slug, page.excerpt, page.content],
    status: { of: (page) => (page.published ? "published" : "draft"), choices: ["published", "draft"] },
    pageSize: 20,
  });

  return (
    <AdminList
      id="pages"
      title="Content Pages"
      actions={
        <AddButton
          label="New Page"
          onClick={() => setForm({ open: true, page: null })}
          disabled={form.open && form.page === null}
        />
      }
      before={
        form.open && (
          <InlineFormCard
            key={form.page?.id ?? "new"}
            title={form.page ? "Edit Page" : "Create New Page"}
            mb="lg"
            onClose={() => setForm({ open: false })}
            openerKey={form.page ? `edit ${form.page.title}` : undefined}
          >
            <PageForm page={form.page} onDone={() => setForm({ open: false })} />
          </InlineFormCard>
        )
      }
      query={pages}
      view={view}
      what="content pages"
      layout="stack"
    >
      {(page) => (
        <AdminCard
          variant="row"
          label={page.title}
          heading={page.title}
          badges={<PublishedBadge published={page.published} />}
          actions={
            <ItemActions
              name={page.title}
              onEdit={() => setForm({ open: true, page })}
              onDelete={() => deletion.request(page)}
              deleting={deletion.isDeleting(page)}
            />
          }
        >
          <Anchor href={`/page/${page.slug}`} size="sm" ff="monospace" className={classes.breakAnywhere}>
            /page/{page.slug}
          </Anchor>
          {page.excerpt && (
            <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
              {page.excerpt}
            </Text>
          )}
        </AdminCard>
      )}
    </AdminList>
  );
}
