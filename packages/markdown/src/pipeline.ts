// What content written by an admin may contain once it reaches a visitor's browser. Pages and
// articles are markdown *and* HTML (docs/architecture.md §5): rehype-raw parses the HTML, then this schema keeps
// the document shapes (headings, lists, tables, links, emphasis, images) and drops everything that
// could run code or reach another host: script/style/iframe and friends with their contents, every
// on* handler and style attribute, javascript:/data: links, and images that are not relative or
// inline data (the CSP allows only 'self' and data: images anyway).
import type { Options } from "react-markdown";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { isRelativeUrl, isSiteImageSource } from "./images.ts";

type Schema = typeof defaultSchema;

/** Elements removed together with everything inside them (not unwrapped into text). */
const stripped = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
];

/** Form and media elements the GitHub schema lets through but a content page never needs. */
const dropped = new Set(["input", "picture", "source"]);

/** Global attributes kept; GitHub's list minus the form-only ones (action, method, encType…). */
const globalAttributes = [
  "abbr",
  "align",
  "alt",
  "colSpan",
  "dateTime",
  "dir",
  "headers",
  "height",
  "id",
  "lang",
  "rowSpan",
  "scope",
  "span",
  "start",
  "summary",
  "title",
  "vAlign",
  "width",
];

export const markdownSanitizeSchema: Schema = {
  ...defaultSchema,
  strip: stripped,
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !dropped.has(tag)),
  attributes: {
    ...defaultSchema.attributes,
    a: ["href", "title", "ariaLabel"],
    img: ["src", "alt", "title", "width", "height"],
    "*": globalAttributes,
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto", "tel"],
    // Relative URLs carry no protocol and pass; absolute images must be inline data.
    src: ["data"],
  },
  required: {},
};

const scheme = /^([a-z][a-z0-9+.-]*):/i;

/**
 * react-markdown's last word on every URL attribute (it runs after sanitizing). Links may be
 * relative, http(s), mailto: or tel:; image sources may be relative or a data:image; anything else
 * loses the attribute altogether, so no empty href reloads the page.
 */
export function safeUrl(url: string, key: string): string | null {
  const value = url.trim();
  // The API refuses such an image at save (images.ts): this only keeps older content safe.
  if (key === "src") return isSiteImageSource(value) ? value : null;
  if (isRelativeUrl(value)) return value;
  const match = scheme.exec(value);
  const protocol = match?.[1]?.toLowerCase();
  return protocol && ["http", "https", "mailto", "tel"].includes(protocol) ? value : null;
}

/** The plugins and URL policy every rendering of admin content uses, in this order. */
export const markdownPipeline = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeRaw, [rehypeSanitize, markdownSanitizeSchema]],
  urlTransform: safeUrl,
} satisfies Pick<Options, "remarkPlugins" | "rehypePlugins" | "urlTransform">;
