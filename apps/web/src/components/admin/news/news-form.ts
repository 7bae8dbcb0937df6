// News form values ↔ the API input: excerpt and published date may be left empty (DESIGN §6: the
// API derives them).
import { type NewsInput, newsInput } from "@chamber/core";
import type { FormErrors } from "@mantine/form";
import type { RouterOutputs } from "../trpc.ts";
import { zodResolver } from "../zod-form.ts";
import { instantToPickerValue, pickerValueToIso } from "./zoned-date.ts";

export type AdminNewsArticle = RouterOutputs["news"]["list"][number];

export interface NewsFormValues {
  title: string;
  author: string;
  category: string;
  excerpt: string;
  publishedAt: string | null;
  content: string;
}

export function newsFormValues(article?: AdminNewsArticle | null): NewsFormValues {
  return {
    title: article?.title ?? "",
    author: article?.author ?? "",
    category: article?.category ?? "",
    excerpt: article?.excerpt ?? "",
    publishedAt: instantToPickerValue(article?.publishedAt),
    content: article?.content ?? "",
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
  };
}

const resolve = zodResolver(newsInput);

export function validateNewsForm(values: NewsFormValues): FormErrors {
  return resolve(newsFormToInput(values));
}
