// Content page form values ↔ the API input, and the docs/product.md §4 slug auto-fill.
import { slugify } from "@chamber/core";
import { type PageInput, pageInput } from "@chamber/core/schemas";
import { savedMessages } from "#web/components/admin/scaffold/saved-messages.ts";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminPage = RouterOutputs["page"]["list"][number];

export interface PageFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
}

export function pageFormValues(page: AdminPage | null): PageFormValues {
  return {
    title: page?.title ?? "",
    slug: page?.slug ?? "",
    excerpt: page?.excerpt ?? "",
    content: page?.content ?? "",
    // docs/product.md §4: a new page is a draft.
    published: page?.published ?? false,
  };
}

export function pageFormToInput(values: PageFormValues): PageInput {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt || null,
    content: values.content,
    published: values.published,
  };
}

/**
 * The slug after the title changes (docs/product.md §4): filled from the title while the slug is empty. For a
 * new page it keeps following the title while it is still exactly what auto-fill produced, so
 * typing a title letter by letter gives its whole slug; once the admin edits the slug it is theirs.
 * An existing page's slug (its public URL) changes only by hand.
 */
export function autoSlug(args: { slug: string; previousTitle: string; title: string; isNew: boolean }): string {
  const { slug, previousTitle, title, isNew } = args;
  if (slug === "") return slugify(title);
  if (isNew && slug === slugify(previousTitle)) return slugify(title);
  return slug;
}

const resolve = zodResolver(pageInput);

export const pageFormSpec: EntityFormSpec<AdminPage, PageFormValues, PageInput> = {
  values: pageFormValues,
  toInput: pageFormToInput,
  validate: (values) => resolve(pageFormToInput(values)),
  serverErrors: () => ({ conflict: { field: "slug", fallback: "That slug is already in use" } }),
  messages: savedMessages("page"),
};
