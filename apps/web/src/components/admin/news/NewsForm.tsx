// The news article form: in the Add Article dialog, and inline in place of an article being edited.

import { newsCategoryPresets } from "@chamber/core/schemas";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { ImageField } from "#web/components/admin/fields/ImageField.tsx";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { MarkdownField } from "#web/components/admin/media/MarkdownField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { siteZoneName } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { categoryOptions } from "./category-options.ts";
import { type AdminNewsArticle, newsCategoryChoices, newsFormSpec } from "./news-form.ts";

export function NewsForm({ article, onDone }: { article: AdminNewsArticle | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.news.create.useMutation();
  const update = trpc.news.update.useMutation();
  const { form, submit } = useEntityForm(newsFormSpec, {
    item: article,
    save: (input) => (article ? update.mutateAsync({ ...input, id: article.id }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      void utils.news.invalidate();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Author" required {...form.getInputProps("author")} />
          <Select
            label="Category"
            placeholder="Select a category"
            required
            allowDeselect={false}
            data={categoryOptions(newsCategoryChoices(newsCategoryPresets, article))}
            {...form.getInputProps("category")}
          />
        </SimpleGrid>
        <Textarea
          label="Excerpt"
          description="Optional. Left empty, it is taken from the start of the content."
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps("excerpt")}
        />
        <SiteDateTimeField
          label="Published date"
          timeLabel="Published time"
          description={`Optional. Left empty, it is now (${siteZoneName}).`}
          clearable
          {...form.getInputProps("publishedAt")}
        />
        <MarkdownField
          label="Content"
          rows={8}
          value={form.getValues().content}
          onChange={(content) => form.setFieldValue("content", content)}
          error={form.getInputProps("content").error}
        />
        <ImageField form={form} alt={form.getValues().title} />
        <FormActions
          submitLabel={article ? "Update Article" : "Create Article"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
          history={{ entity: "NewsArticle", id: article?.id }}
        />
      </Stack>
    </form>
  );
}
