// The inline content page form ('Create New Page' / 'Edit Page'): the slug follows the title
// (docs/product.md §4), the URL preview line, and a live rendered preview of the content.

import { Box, Code, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useDeferredValue } from "react";
import classes from "#web/components/admin/admin.module.css";
import { MarkdownField } from "#web/components/admin/media/MarkdownField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { trpc } from "#web/lib/trpc.ts";
import { MarkdownPreview } from "./MarkdownPreview.tsx";
import { type AdminPage, autoSlug, pageFormSpec } from "./page-form.ts";

export function PageForm({ page, onDone }: { page: AdminPage | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.page.create.useMutation();
  const update = trpc.page.update.useMutation();
  const { form, submit } = useEntityForm(pageFormSpec, {
    item: page,
    save: (input) => (page ? update.mutateAsync({ ...input, id: page.id }) : create.mutateAsync(input)),
    onSaved: () => {
      onDone();
      // docs/product.md §7: after a page write the cached pages (the list and every page by slug)
      // are discarded.
      void utils.page.invalidate();
    },
  });
  const values = form.getValues();
  const previewContent = useDeferredValue(values.content);

  const titleProps = form.getInputProps("title");
  const onTitleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const title = event.currentTarget.value;
    const current = form.getValues();
    form.setFieldValue("title", title);
    const slug = autoSlug({ slug: current.slug, previousTitle: current.title, title, isNew: !page });
    if (slug !== current.slug) form.setFieldValue("slug", slug);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Title" required {...titleProps} onChange={onTitleChange} />
          <TextInput label="Slug" required {...form.getInputProps("slug")} />
        </SimpleGrid>
        <Text size="sm" c="dimmed" className={classes.breakAnywhere}>
          Page URL: <Code data-testid="page-url-preview">/page/{values.slug}</Code>
        </Text>
        <Textarea
          label="Excerpt"
          description="Optional. A short summary shown under the title."
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps("excerpt")}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <MarkdownField
            label="Content"
            value={values.content}
            onChange={(content) => form.setFieldValue("content", content)}
            error={form.getInputProps("content").error}
          />
          <Box>
            <Text size="sm" fw={500} mb={4} id="admin-page-preview-label">
              Preview
            </Text>
            <Box className={classes.preview} role="region" aria-labelledby="admin-page-preview-label">
              {previewContent.trim() ? (
                <MarkdownPreview content={previewContent} />
              ) : (
                <Text size="sm" c="dimmed">
                  The rendered content appears here as you type.
                </Text>
              )}
            </Box>
          </Box>
        </SimpleGrid>
        <Switch label="Published" {...form.getInputProps("published", { type: "checkbox" })} />
        <FormActions
          submitLabel={page ? "Update Page" : "Create Page"}
          pending={create.isPending || update.isPending}
          onCancel={onDone}
          history={{ entity: "Page", id: page?.id }}
        />
      </Stack>
    </form>
  );
}
