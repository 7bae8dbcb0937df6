// Which images admin-written content shows, and the one rule for where they may come from
// (docs/decisions/034-media-library.md). The content is parsed as the renderer parses it (remark,
// GFM, then rehype-raw for inline HTML), so `![alt](src)` and `<img src alt>` are both found. The
// renderer's URL policy (pipeline.ts), the API's refusal at save (packages/api/src/media) and the
// editor's message as you type all ask `isSiteImageSource`.
import rehypeRaw from "rehype-raw";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

const scheme = /^([a-z][a-z0-9+.-]*):/i;

/** True for "/x", "x.png", "#top", "?q" — not for "//host/x" (another host) or anything with a scheme. */
export function isRelativeUrl(url: string): boolean {
  const value = url.trim();
  return !value.startsWith("//") && !value.startsWith("\\") && !scheme.test(value);
}

/** An image source the site serves itself: a relative address or inline data of an image type. */
export function isSiteImageSource(src: string): boolean {
  return isRelativeUrl(src) || /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(src.trim());
}

/** The part of a hast node this module reads. */
interface HtmlNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
}

export interface ContentImage {
  src: string;
  alt: string;
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw);

/** Every image `content` shows, in order, with its alt text ("" when it has none). */
export function contentImages(content: string): ContentImage[] {
  const tree = parser.runSync(parser.parse(content));
  const found: ContentImage[] = [];
  visit(tree, (node) => {
    const element = node as HtmlNode;
    if (element.type !== "element" || element.tagName !== "img") return;
    const { src, alt } = element.properties ?? {};
    found.push({ src: typeof src === "string" ? src : "", alt: typeof alt === "string" ? alt.trim() : "" });
  });
  return found;
}

/** The message for an image from another site, the same in the editor and in the API's 400. */
export const externalImageMessage = (src: string) =>
  `Images must come from the media library: ${src} is on another site. Upload it with "Insert photo" instead`;

/** The first image of `content` the site would not show, as its message; undefined when none. */
export function externalImageProblem(content: string): string | undefined {
  const outside = contentImages(content).find((image) => !isSiteImageSource(image.src));
  return outside && externalImageMessage(outside.src);
}
