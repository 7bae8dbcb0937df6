// Counting what pages show (docs/architecture.md "Reach"), wherever the page is answered: by the
// cached-answer door before Fastify (http/cached-answers.ts), or by Fastify from the response cache
// or a fresh render (the onResponse hook of reach-plugin.ts). So a page served from the cache
// counts as a rendered one does.
//
// - A business's page, /directory/{slug}, answered 200 (or 304): one view of the business the slug
//   names (resolved to its id when the counts are written; an old slug answers a redirect, which
//   is not counted, and its new page is).
// - A directory results page, /directory?…: one impression for each business on it. The render
//   notes which businesses business.listPage answered it (web/web-app.ts, `listingObserver`), kept
//   here by URL, so the cached copy of that URL counts the same businesses.
import type { IncomingHttpHeaders } from "node:http";
import type { ReachTally } from "@chamber/api";
import { LRUCache } from "lru-cache";
import { isCountedVisitor } from "./countable.ts";

const BUSINESS_PAGE = /^\/directory\/([^/]+)\/?$/;
const DIRECTORY = "/directory";
/** The directory URLs whose businesses are remembered: pages × categories × searches seen lately. */
const LISTINGS_KEPT = 5_000;

export interface AnsweredPage {
  /** Path and query as requested. */
  url: string;
  method: string | undefined;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface ListingObserver {
  onRead: (procedure: string, output: unknown) => void;
  /** The render finished: its businesses are the URL's from now on. */
  done: () => void;
}

export class PageReach {
  readonly #listings = new LRUCache<string, readonly number[]>({ max: LISTINGS_KEPT });
  readonly #tally: ReachTally;

  constructor(tally: ReachTally) {
    this.#tally = tally;
  }

  /** For a render of `url`: notes the businesses business.listPage answered on the directory. */
  listingObserver(url: string): ListingObserver | undefined {
    if ((url.split("?")[0] ?? "") !== DIRECTORY) return undefined;
    const listed = new Set<number>();
    return {
      onRead: (procedure, output) => {
        if (procedure !== "business.listPage") return;
        for (const item of (output as { items?: { id?: unknown }[] } | undefined)?.items ?? [])
          if (typeof item.id === "number") listed.add(item.id);
      },
      done: () => void this.#listings.set(url, [...listed]),
    };
  }

  /** A page was answered: counts its view or its impressions, if the visitor counts. */
  answered({ url, method, status, headers }: AnsweredPage): void {
    if (method !== "GET" || (status !== 200 && status !== 304)) return;
    const path = url.split("?")[0] ?? "";
    if (path === DIRECTORY) {
      const listed = this.#listings.get(url);
      if (!listed?.length || !isCountedVisitor(headers)) return;
      for (const businessId of listed) this.#tally.count({ businessId }, "impressions");
      return;
    }
    const slug = BUSINESS_PAGE.exec(path)?.[1];
    if (slug === undefined || !isCountedVisitor(headers)) return;
    try {
      this.#tally.count({ slug: decodeURIComponent(slug) }, "views");
    } catch {
      // An undecodable slug names no business.
    }
  }
}
