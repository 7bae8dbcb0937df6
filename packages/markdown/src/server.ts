// Kept out of the package's main entry so the admin preview, which renders in the browser, never
// pulls in react-dom/server.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "./MarkdownContent.tsx";

export { withoutLeadingTitle } from "./leading-title.ts";

/** Admin-written markdown and HTML as the sanitized HTML a public page shows. */
export function renderMarkdown(content: string): string {
  return renderToStaticMarkup(createElement(MarkdownContent, { content }));
}
