// The admin's live preview of a page: the same elements the server renders for visitors
// (@chamber/markdown), rendered in the browser as the admin types. Only the admin chunk loads it.
import { MarkdownContent } from "@chamber/markdown";
import { Markdown } from "#web/components/content/Markdown.tsx";

export function MarkdownPreview({ content }: { content: string }) {
  return (
    <Markdown>
      <MarkdownContent content={content} />
    </Markdown>
  );
}
