// Small rules of the generic content page (docs/product.md §2), kept apart so they can be tested alone.

/** docs/product.md §2: the slug is the route parameter, or else the path without its leading slash. */
export function contentSlug(param: string | undefined, pathname: string): string {
  return param ?? pathname.replace(/^\/+/, "").replace(/\/+$/, "");
}

/**
 * Seeded pages open their content with "# {title}"; the page header already shows the title as the
 * page's h1, so that first line is not repeated.
 */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(\r?\n|$)/.exec(content);
  if (match && match[1]?.trim().toLowerCase() === title.trim().toLowerCase()) return content.slice(match[0].length);
  return content;
}
