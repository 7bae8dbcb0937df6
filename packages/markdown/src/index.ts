// The one renderer of admin-written content (content pages, news articles, the admin's preview):
// markdown and HTML both, sanitized. The server renders it to HTML with `renderMarkdown` from
// "@chamber/markdown/server"; the admin preview renders `MarkdownContent` in the browser.
export { markdownElements, tableBoxClass } from "./elements.tsx";
export { MarkdownContent } from "./MarkdownContent.tsx";
export { markdownPipeline, markdownSanitizeSchema, safeUrl } from "./pipeline.ts";
