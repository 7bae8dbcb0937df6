// News ('News Articles'): the Add Article dialog, inline editing, delete without confirmation.

import { formatInZone } from "@chamber/core";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminNewsArticle } from "../../../lib/admin/news-form.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import classes from "../admin.module.css";
import { AdminModal } from "../shared/AdminModal.tsx";
import { ItemActions } from "../shared/ItemActions.tsx";
import { ListState } from "../shared/ListState.tsx";
import { SectionHeader } from "../shared/SectionHeader.tsx";
import { NewsForm } from "./NewsForm.tsx";

export function NewsTab() {
  const articles = trpc.news.list.useQuery({});
  const utils = trpc.useUtils();
  const remove = trpc.news.delete.useMutation();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const deleteArticle = async (article: AdminNewsArticle) => {
    const done = await writeWithToasts(() => remove.mutateAsync({ id: article.id }), {
      success: "News article deleted successfully",
      failure: "Failed to delete news article",
    });
    if (!done) return;
    await utils.news.invalidate();
  };

  const list = articles.data ?? [];
  return (
    <section aria-labelledby="admin-news-title">
      <SectionHeader title="News Articles" titleId="admin-news-title">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          Add Article
        </Button>
      </SectionHeader>
      <ListState query={articles} count={list.length} empty="No news articles yet." what="news articles">
        <Stack gap="md">
          {list.map((article) =>
            editingId === article.id ? (
              <Card key={article.id} withBorder padding="lg" aria-label={`Edit ${article.title}`} component="section">
                <Title order={3} size="h4" mb="sm">
                  Edit Article
                </Title>
                <NewsForm article={article} onDone={() => setEditingId(null)} />
              </Card>
            ) : (
              <Card key={article.id} withBorder padding="lg" component="article" aria-label={article.title}>
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ flex: "1 1 260px", minWidth: 0 }}>
                    <Title order={3} size="h4" className={classes.breakAnywhere}>
                      {article.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      By {article.author} • {article.category} • {formatInZone(article.publishedAt, "card")}
                    </Text>
                    <Text size="sm" className={classes.breakAnywhere}>
                      {article.excerpt}
                    </Text>
                  </Stack>
                  <ItemActions
                    name={article.title}
                    onEdit={() => setEditingId(article.id)}
                    onDelete={() => void deleteArticle(article)}
                    deleting={remove.isPending && remove.variables?.id === article.id}
                  />
                </Group>
              </Card>
            ),
          )}
        </Stack>
      </ListState>
      <AdminModal opened={adding} onClose={() => setAdding(false)} title="Add Article">
        <NewsForm article={null} onDone={() => setAdding(false)} />
      </AdminModal>
    </section>
  );
}
