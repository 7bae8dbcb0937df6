import { z } from "zod";
import { id, isoInstant, oneLineText, optionalText, readScope, renderedHtml, requiredText } from "../fields/fields.ts";
import { limits } from "../fields/limits.ts";
import { slugPattern } from "../text/slugify.ts";

export const slug = () =>
  requiredText("slug", 200).regex(slugPattern, "Slug may use lower-case letters, digits and single hyphens");

export const pageInput = z.object({
  title: oneLineText("title", limits.title),
  slug: slug(),
  content: requiredText("content", limits.content),
  excerpt: optionalText("excerpt", 500),
  // docs/product.md §4: a new page is a draft until published.
  published: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
export type PageInput = z.input<typeof pageInput>;

export const pageOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  published: z.boolean(),
  createdAt: isoInstant(),
  updatedAt: isoInstant(),
});
export type Page = z.output<typeof pageOutput>;

/** A page as /page/{slug} shows it: `html` is its content without a first heading that repeats the title. */
export const renderedPageOutput = pageOutput.extend({
  html: renderedHtml("The content as the page shows it (a first heading equal to the title left out)"),
});
export type RenderedPage = z.output<typeof renderedPageOutput>;

export const pageUpdate = pageInput.extend({ id: id() });
export const pageBySlug = z.object({ slug: requiredText("slug", 200), scope: readScope() });
