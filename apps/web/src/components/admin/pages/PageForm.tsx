// The inline content page form ('Create New Page' / 'Edit Page'): the slug follows the title
// (SPEC §4), the URL preview line, and a live rendered preview of the content.
import { Box, Card, Code, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDeferredValue, useEffect, useRef } from "react";
import { applyServerErrors } from "../../../lib/admin/form-errors.ts";
import { writeWithToasts } from "../../../lib/admin/notify.ts";
import {
  type AdminPage,
  autoSlug,
  type PageFormValues,
  pageFormToInput,
  pageFormValues,
  validatePageForm,
} from "../../../lib/admin/page-form.ts";
import { trpc } from "../../../lib/trpc.ts";
import { Markdown } from "../../content/Markdown.tsx";
import classes from "../admin.module.css";
import { FormActions } from "../shared/FormActions.tsx";

export function PageForm({ page, onDone }: { page: AdminPage | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.page.create.useMutation();
  const update = trpc.page.update.useMutation();
  const form = useForm<PageFormValues>({
    mode: "controlled",
    initialValues: pageFormValues(page),
    validate: validatePageForm,
  });
  const values = form.getValues();
  const cardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  // The form opens above the list: bring it into view and put the cursor in the title.
  useEffect(() => {
    cardRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  const previewContent = useDeferredValue(values.content);

  const titleProps = form.getInputProps("title");
  const onTitleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const title = event.currentTarget.value;
    const current = form.getValues();
    form.setFieldValue("title", title);
    const slug = autoSlug({ slug: current.slug, previousTitle: current.title, title, isNew: !page });
    if (slug !== current.slug) form.setFieldValue("slug", slug);
  };

  const submit = form.onSubmit(async (submitted) => {
    const input = pageFormToInput(submitted);
    const done = await writeWithToasts(
      async () => {
        if (page) await update.mutateAsync({ ...input, id: page.id });
        else await create.mutateAsync(input);
      },
      {
        success: page ? "Page updated successfully" : "Page created successfully",
        failure: page ? "Failed to update page" : "Failed to create page",
        onFailure: (error) =>
          applyServerErrors(form, error, { conflict: { field: "slug", fallback: "That slug is already in use" } }),
      },
    );
    if (!done) return;
    onDone();
    // SPEC §7: after a page write the cached pages (the list and every page by slug) are discarded.
    void utils.page.invalidate();
  });

  return (
    <Card ref={cardRef} withBorder padding="lg" component="section" aria-labelledby="admin-page-form-title" mb="lg">
      <Title order={3} size="h4" id="admin-page-form-title" mb="sm">
        {page ? "Edit Page" : "Create New Page"}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Title" required ref={titleRef} {...titleProps} onChange={onTitleChange} />
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
            <Textarea
              label="Content"
              required
              rows={15}
              description="You can use HTML tags for formatting"
              {...form.getInputProps("content")}
            />
            <Box>
              <Text size="sm" fw={500} mb={4} id="admin-page-preview-label">
                Preview
              </Text>
              <Box className={classes.preview} role="region" aria-labelledby="admin-page-preview-label">
                {previewContent.trim() ? (
                  <Markdown content={previewContent} />
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
          />
        </Stack>
      </form>
    </Card>
  );
}
