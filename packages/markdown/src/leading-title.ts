/**
 * Seeded pages open their content with "# {title}"; the page header already shows the title as the
 * page's h1, so that first line is not repeated.
 */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#\s+(.+?)\s*#*\s*(\r?\n|$)/.exec(content);
  if (match && match[1]?.trim().toLowerCase() === title.trim().toLowerCase()) return content.slice(match[0].length);
  return content;
}
