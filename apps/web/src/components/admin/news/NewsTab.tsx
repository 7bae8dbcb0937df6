// News ('News Articles'): the Add Article dialog, inline editing, delete without confirmation.
import { Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { AdminCard } from "#web/components/admin/scaffold/AdminCard.tsx";
import { AdminList } from "#web/components/admin/scaffold/AdminList.tsx";
import { EntityFormModal } from "#web/components/admin/scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "#web/components/admin/scaffold/InlineFormCard.tsx";
import { useAdminListTab } from "#web/components/admin/scaffold/use-admin-list-tab.tsx";
import { listById, useListView } from "#web/components/admin/scaffold/use-list-view.ts";
import { articleStatus } from "#web/lib/admin/list-view.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { NewsForm } from "./NewsForm.tsx";
import type { AdminNewsArticle } from "./news-form.ts";

export function NewsTab() {
  const articles = trpc.news.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.news.delete.useMutation();
  const restore = trpc.news.restore.useMutation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const tab = useAdminListTab<AdminNewsArticle>({
    section: { id: "news", title: "News Articles", add: "Add Article" },
    noun: { one: "news article", many: "news articles" },
    remove: (article) => remove.mutateAsync({ id: article.id }),
    restore: (article) => restore.mutateAsync({ id: article.id }),
    onRestored: (restored) => view.reveal(restored),
    onDeleted: () => utils.news.invalidate(),
  });
  const view = useListView<AdminNewsArticle>({
    ...listById(articles),
    noun: { one: "news article", many: "news articles" },
    text: (article) => [article.title, article.author, article.category, article.excerpt, article.content],
    status: { of: articleStatus, choices: ["published", "scheduled"] },
    category: (article) => article.category,
    pageSize: 20,
  });

  return (
    <AdminList
      {...tab.section}
      query={articles}
      view={view}
      layout="stack"
      after={
        <EntityFormModal dialog={tab.dialog} addTitle="Add Article">
          {(_, onDone) => <NewsForm article={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(article) =>
        editingId === article.id ? (
          <InlineFormCard
            title="Edit Article"
            label={`Edit ${article.title}`}
            onClose={() => setEditingId(null)}
            openerKey={`edit ${article.title}`}
          >
            <NewsForm article={article} onDone={() => setEditingId(null)} />
          </InlineFormCard>
        ) : (
          <AdminCard
            variant="row"
            label={article.title}
            heading={article.title}
            actions={tab.itemActions(article, article.title, () => setEditingId(article.id))}
          >
            <Text size="sm" c="dimmed">
              By {article.author} • {article.category} • {formatSiteDate(article.publishedAt, "card")}
            </Text>
            <Text size="sm" className={classes.breakAnywhere}>
              {article.excerpt}
            </Text>
          </AdminCard>
        )
      }
    </AdminList>
  );
}
