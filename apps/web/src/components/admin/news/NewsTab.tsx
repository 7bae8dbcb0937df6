// News ('News Articles'): the Add Article dialog, inline editing, delete without confirmation.
import { Text } from "@mantine/core";
import { useState } from "react";
import { formatSiteDate } from "../../../lib/admin/site-zone.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { AddButton } from "../scaffold/AddButton.tsx";
import { AdminCard } from "../scaffold/AdminCard.tsx";
import { AdminList } from "../scaffold/AdminList.tsx";
import { EntityFormModal } from "../scaffold/EntityFormModal.tsx";
import { InlineFormCard } from "../scaffold/InlineFormCard.tsx";
import { ItemActions } from "../scaffold/ItemActions.tsx";
import { useDeleteItem } from "../scaffold/use-delete-item.tsx";
import { useFormDialog } from "../scaffold/use-form-dialog.ts";
import { NewsForm } from "./NewsForm.tsx";
import type { AdminNewsArticle } from "./news-form.ts";

export function NewsTab() {
  const articles = trpc.news.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.news.delete.useMutation();
  const adding = useFormDialog<AdminNewsArticle>();
  const [editingId, setEditingId] = useState<number | null>(null);
  const deletion = useDeleteItem<AdminNewsArticle>({
    remove: (article) => remove.mutateAsync({ id: article.id }),
    success: "News article deleted successfully",
    failure: "Failed to delete news article",
    onDeleted: () => utils.news.invalidate(),
  });

  return (
    <AdminList
      id="news"
      title="News Articles"
      actions={<AddButton label="Add Article" onClick={() => adding.open()} />}
      query={articles}
      empty="No news articles yet."
      what="news articles"
      layout="stack"
      itemKey={(article) => article.id}
      after={
        <EntityFormModal dialog={adding} addTitle="Add Article">
          {(_, onDone) => <NewsForm article={null} onDone={onDone} />}
        </EntityFormModal>
      }
    >
      {(article) =>
        editingId === article.id ? (
          <InlineFormCard title="Edit Article" label={`Edit ${article.title}`}>
            <NewsForm article={article} onDone={() => setEditingId(null)} />
          </InlineFormCard>
        ) : (
          <AdminCard
            variant="row"
            label={article.title}
            heading={article.title}
            actions={
              <ItemActions
                name={article.title}
                onEdit={() => setEditingId(article.id)}
                onDelete={() => deletion.request(article)}
                deleting={deletion.isDeleting(article)}
              />
            }
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
