// Decides each public route's head: a fixed route's own title, or the event, article or page
// the URL names — and a 404 with the not-found title when that item is missing or hidden.
import { deriveExcerpt } from "@chamber/core";
import type { Image } from "@chamber/core/schemas";
import { parseId } from "../content/parse-id.ts";
import type { SiteContent } from "../content/site-content.ts";
import type { PageMeta } from "./inject-meta.ts";
import { eventLd, newsArticleLd, organizationLd, type SiteContext } from "./json-ld.ts";
import { staticRouteByPath } from "./static-routes.ts";

export interface RouteMeta {
  status: number;
  meta: PageMeta;
}

export interface RouteMetaOptions {
  content: SiteContent;
  publicUrl: string;
  zone: string;
  /** Absolute URL of the share image, when the web build has one. */
  image?: string | undefined;
}

export const NOT_FOUND_TITLE = "404 Page Not Found";
const NOT_FOUND_DESCRIPTION = "Did you forget to add the page to the router?";
const DESCRIPTION_MAX = 160;

const describe = (text: string) => deriveExcerpt(text, DESCRIPTION_MAX);

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function routeMetaResolver(options: RouteMetaOptions) {
  const { content, publicUrl } = options;

  /**
   * An item's own photo as its share image and in its structured data: the largest variant (WebP,
   * which Facebook, X, LinkedIn and Slack show), with its size and the item's name as alt text.
   */
  function photo(image: Image | null, alt: string): Partial<PageMeta> {
    if (!image) return {};
    return { image: `${publicUrl}${image.url}`, imageWidth: image.width, imageHeight: image.height, imageAlt: alt };
  }

  async function site(): Promise<SiteContext> {
    return { publicUrl, zone: options.zone, organization: await content.organization(), image: options.image };
  }

  function page(
    siteContext: SiteContext,
    path: string,
    fields: Partial<PageMeta> & { title: string; description: string },
  ): RouteMeta {
    const siteName = siteContext.organization.name;
    return {
      status: 200,
      meta: {
        siteName,
        canonical: `${publicUrl}${path}`,
        image: options.image,
        ...fields,
        title: fields.title ? `${fields.title} | ${siteName}` : siteName,
      },
    };
  }

  function notFound(siteContext: SiteContext): RouteMeta {
    const siteName = siteContext.organization.name;
    return {
      status: 404,
      meta: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, siteName, robots: "noindex" },
    };
  }

  /** The head for `path` (no query string); a 404 for a path no public route knows. */
  return async function resolve(rawPath: string): Promise<RouteMeta> {
    const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
    const context = await site();

    if (path === "/admin" || path.startsWith("/admin/")) {
      const siteName = context.organization.name;
      return {
        status: 200,
        meta: { title: `Admin | ${siteName}`, description: "Chamber administration.", siteName, robots: "noindex" },
      };
    }

    const fixed = staticRouteByPath.get(path);
    if (fixed) {
      const contentPage = fixed.pageSlug ? await content.publishedPage(fixed.pageSlug) : null;
      if (path === "/") {
        const description = context.organization.tagline || fixed.description;
        return page(context, "/", { title: "", description, jsonLd: [organizationLd(context)] });
      }
      return page(context, path, {
        title: contentPage?.title ?? fixed.title,
        description: contentPage
          ? describe(contentPage.excerpt || contentPage.content) || fixed.description
          : fixed.description,
      });
    }

    const [, section, key] = path.match(/^\/(events|news|page)\/([^/]+)$/) ?? [];
    if (section === "events") {
      const id = parseId(key ?? "");
      const event = id ? await content.visibleEvent(id) : null;
      if (!event) return notFound(context);
      const shared = photo(event.image, event.title);
      return page(context, path, {
        title: event.title,
        description: describe(event.description),
        ...shared,
        jsonLd: [eventLd(event, { ...context, image: shared.image ?? context.image })],
      });
    }
    if (section === "news") {
      const id = parseId(key ?? "");
      const article = id ? await content.article(id) : null;
      if (!article) return notFound(context);
      const shared = photo(article.image, article.title);
      return page(context, path, {
        title: article.title,
        description: describe(article.excerpt),
        type: "article",
        ...shared,
        jsonLd: [newsArticleLd(article, { ...context, image: shared.image ?? context.image })],
      });
    }
    if (section === "page" && key) {
      const slug = safeDecode(key);
      const contentPage = slug ? await content.publishedPage(slug) : null;
      if (!contentPage) return notFound(context);
      return page(context, path, {
        title: contentPage.title,
        description: describe(contentPage.excerpt || contentPage.content),
      });
    }
    return notFound(context);
  };
}

export type RouteMetaResolver = ReturnType<typeof routeMetaResolver>;
