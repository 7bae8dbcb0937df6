// The news article form: in the Add Article dialog, and inline in place of an article being edited.

import { newsCategoryPresets } from "@chamber/core";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import {
  type AdminNewsArticle,
  type NewsFormValues,
  newsFormToInput,
  newsFormValues,
  validateNewsForm,
} from "../../../lib/admin/news-form.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import { trpc } from "../../../lib/trpc.ts";
import { FormActions } from "../shared/FormActions.tsx";
import { SiteDateTimePicker } from "../shared/SiteDateTimePicker.tsx";
import { SITE_ZONE_LABEL } from "../shared/zone.ts";

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function NewsForm({ article, onDone }: { article: AdminNewsArticle | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.news.create.useMutation();
  const update = trpc.news.update.useMutation();
  const form = useForm<NewsFormValues>({
    mode: "controlled",
    initialValues: newsFormValues(article),
    validate: validateNewsForm,
  });

  // A stored category outside the presets stays selectable, so editing does not lose it.
  const categories: string[] = [...newsCategoryPresets];
  if (article && !categories.includes(article.category)) categories.push(article.category);

  const submit = form.onSubmit(async (values) => {
    const input = newsFormToInput(values);
    const done = await writeWithToasts(
      async () => {
        if (article) await update.mutateAsync({ ...input, id: article.id });
        else await create.mutateAsync(input);
      },
      {
        success: article ? "News article updated successfully" : "News article created successfully",
        failure: article ? "Failed to update news article" : "Failed to create news article",
        onFailure: (error) => applyServerErrors(form, error),
      },
    );
    if (!done) return;
    onDone();
    void utils.news.invalidate();
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
            data={categories.map((value) => ({ value, label: label(value) }))}
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
        <SiteDateTimePicker
          label="Published date"
          description={`Optional. Left empty, it is now (${SITE_ZONE_LABEL}).`}
          clearable
          {...form.getInputProps("publishedAt")}
        />
        <Textarea label="Content" required rows={8} {...form.getInputProps("content")} />
        <FormActions
          submitLabel={article ? "Update Article" : "Create Article"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
