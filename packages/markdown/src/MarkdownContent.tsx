import ReactMarkdown from "react-markdown";
import { markdownElements } from "./elements.tsx";
import { markdownPipeline } from "./pipeline.ts";

/** Admin-written markdown and HTML as sanitized React elements (no wrapper around them). */
export function MarkdownContent({ content }: { content: string }) {
  return (
    <ReactMarkdown {...markdownPipeline} components={markdownElements}>
      {content}
    </ReactMarkdown>
  );
}
