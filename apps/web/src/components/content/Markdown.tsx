// The one renderer for admin-written content: content pages, news articles and the admin's live
// preview. Markdown and HTML both work (rehype-raw), and everything passes the sanitize schema in
// markdown-pipeline.ts before React sees it, so no script, handler or javascript: URL survives.
import { Typography } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import type { ComponentPropsWithoutRef, MouseEvent } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import classes from "./Markdown.module.css";
import { isInternalPath, markdownPipeline } from "./markdown-pipeline.ts";

export interface MarkdownProps {
  /** Markdown, HTML or both. */
  content: string;
}

/** Internal links go through the router (no full reload); others open in a new tab. */
function ContentLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  const router = useRouter();
  if (!href) return <span>{children}</span>;
  if (isInternalPath(href)) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    return (
      <a {...rest} href={href} onClick={onClick}>
        {children}
      </a>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a {...rest} href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

const components: Components = {
  a: ContentLink,
  // Every page that shows content already has its own h1, so the content's top level is an h2.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  // A wide table scrolls inside its own box on a phone instead of widening the page.
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={classes.tableWrap} tabIndex={0} aria-label="Table">
      <table {...props} />
    </section>
  ),
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === "string" && src ? <img {...props} src={src} alt={alt ?? ""} loading="lazy" /> : null,
};

export function Markdown({ content }: MarkdownProps) {
  return (
    <Typography className={classes.body} data-testid="markdown">
      <ReactMarkdown {...markdownPipeline} components={components}>
        {content}
      </ReactMarkdown>
    </Typography>
  );
}
