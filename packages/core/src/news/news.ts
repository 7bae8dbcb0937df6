import { z } from "zod";
import {
  id,
  isoInstant,
  oneLineText,
  optionalDateTime,
  optionalText,
  renderedHtml,
  requiredText,
} from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { imageField, imageIdInput } from "../images/image.ts";

/** What the admin's article form offers; an article keeps any category typed (news has no list). */
export const newsCategoryPresets = ["community", "business", "events", "tourism"] as const;

/** excerpt and publishedAt are optional here; the API derives them (docs/architecture.md §6). */
export const newsInput = z.object({
  title: oneLineText("title", limits.title),
  excerpt: optionalText("excerpt", 500),
  content: requiredText("content", limits.content),
  category: requiredText("category", 100),
  author: oneLineText("author", limits.name),
  publishedAt: optionalDateTime("published date"),
  imageId: imageIdInput,
});
export type NewsInput = z.input<typeof newsInput>;

export const newsOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  author: z.string(),
  image: imageField,
  publishedAt: isoInstant(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type NewsArticle = z.output<typeof newsOutput>;

/** One article as /news/{id} shows it. */
export const renderedNewsOutput = newsOutput.extend({ html: renderedHtml("The content") });
export type RenderedNewsArticle = z.output<typeof renderedNewsOutput>;

export const newsUpdate = newsInput.extend({ id: id() });
