// Admin-written content as the HTML the site shows, for the public reads that carry it
// (page.bySlug, news.byId). The renderer (react-dom/server, remark, rehype) takes a few hundred
// milliseconds to import, and most programs built from this package (the admin CLI, migrations,
// the seed) never render: it loads on the first read that needs it.
import type { Page } from "@chamber/core/schemas";

const renderer = () => import("@chamber/markdown/server");

/** What /page/{slug} shows: the content without a first heading that repeats the page's title. */
export async function pageHtml(page: Pick<Page, "title" | "content">): Promise<string> {
  const { renderMarkdown, withoutLeadingTitle } = await renderer();
  return renderMarkdown(withoutLeadingTitle(page.content, page.title));
}

/** What /news/{id} shows. */
export async function articleHtml(content: string): Promise<string> {
  const { renderMarkdown } = await renderer();
  return renderMarkdown(content);
}
