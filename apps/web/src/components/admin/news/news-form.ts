// News form values ↔ the API input: excerpt and published date may be left empty
// (docs/architecture.md §6: the API derives them).
import { type Image, type NewsInput, newsInput } from "@chamber/core/schemas";
import { savedMessages } from "#web/components/admin/scaffold/saved-messages.ts";
import type { EntityFormSpec } from "#web/components/admin/scaffold/use-entity-form.ts";
import { instantToPickerValue, pickerValueProblem, pickerValueToIso } from "#web/lib/admin/site-zone.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { zodResolver } from "#web/lib/zod-form.ts";

export type AdminNewsArticle = RouterOutputs["news"]["list"][number];

export interface NewsFormValues {
  title: string;
  author: string;
  category: string;
  excerpt: string;
  publishedAt: string | null;
  content: string;
  /** The stored photo, or null; the form saves its id. */
  image: Image | null;
}

export function newsFormValues(article: AdminNewsArticle | null): NewsFormValues {
  return {
    title: article?.title ?? "",
    author: article?.author ?? "",
    category: article?.category ?? "",
    excerpt: article?.excerpt ?? "",
    publishedAt: instantToPickerValue(article?.publishedAt),
    content: article?.content ?? "",
    image: article?.image ?? null,
  };
}

export function newsFormToInput(values: NewsFormValues): NewsInput {
  return {
    title: values.title,
    author: values.author,
    category: values.category,
    excerpt: values.excerpt || null,
    publishedAt: pickerValueToIso(values.publishedAt),
    content: values.content,
    imageId: values.image?.id ?? null,
  };
}

/** The category choices: the presets, plus a stored category outside them so editing keeps it. */
export function newsCategoryChoices(presets: readonly string[], article: AdminNewsArticle | null): string[] {
  return article && !presets.includes(article.category) ? [...presets, article.category] : [...presets];
}

const resolve = zodResolver(newsInput);

export const newsFormSpec: EntityFormSpec<AdminNewsArticle, NewsFormValues, NewsInput> = {
  values: newsFormValues,
  toInput: newsFormToInput,
  validate: (values) => {
    const errors = resolve(newsFormToInput(values));
    const publishedAt = pickerValueProblem(values.publishedAt);
    return publishedAt ? { ...errors, publishedAt } : errors;
  },
  messages: savedMessages("news article"),
};
