// Where admin-written content sits on a page: content pages, news articles and the admin's live
// preview. Public pages get the content as HTML the server rendered and sanitized
// (@chamber/markdown), so no markdown code reaches a visitor's browser; the admin preview renders
// the same elements in the browser (MarkdownPreview). Either way the markup sits in one wrapper
// whose single click handler sends internal links through the router.

import { isInternalPath } from "@chamber/markdown/links";
import { type AnyRouter, useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";
import { TypographyMarkup } from "#web/components/ui/text-markup.tsx";
import classes from "./Markdown.module.css";

/** A plain left click on a link to a site path opens it without a reload; anything else is the browser's. */
function followInternalLink(event: MouseEvent<HTMLElement>, router: AnyRouter) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const href = anchor.getAttribute("href");
  if (!href || !isInternalPath(href)) return;
  event.preventDefault();
  void router.navigate({ href });
}

/**
 * The content's typography, stylesheet and link handling, around `html` the server rendered and
 * sanitized (page.bySlug, news.byId) or elements rendered in the browser (the admin preview).
 */
export type MarkdownProps = { html: string; children?: never } | { html?: never; children: ReactNode };

export function Markdown({ html, children }: MarkdownProps) {
  const router = useRouter();
  return (
    <TypographyMarkup
      className={classes.body}
      data-testid="markdown"
      // Catches the clicks bubbling up from the links inside; a keyboard activates a link with a click too.
      onClick={(event: MouseEvent<HTMLElement>) => followInternalLink(event, router)}
      {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
}
