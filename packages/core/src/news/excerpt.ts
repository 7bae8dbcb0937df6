// News excerpts are optional on input and required in storage (docs/architecture.md §6): when an admin leaves
// the excerpt empty we derive one from the article's markdown or HTML.

export const EXCERPT_MAX = 200;

/** Markdown/HTML to readable plain text: tags, images, link targets and emphasis marks removed. */
export function plainText(source: string): string {
  return source
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `max` characters of plain text, cut at a word boundary with an ellipsis when cut. */
export function deriveExcerpt(content: string, max = EXCERPT_MAX): string {
  const text = plainText(content);
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/, "")}…`;
}
