// The public content the feeds, sitemap and page heads are made of, read the way any visitor
// reads it: through the routers (an anonymous createCaller, so the same visibility rule, selects
// and read cache as the API) and, for the two reads no REST path answers, through @chamber/api's
// public reads. Nothing here touches the database itself, so every write that invalidates the
// API's reads invalidates these.
import { createCaller, createInnerContext, publicSettings, publishedPages, type ReadCache } from "@chamber/api";
import { categoryIn } from "@chamber/core";
import type { ChamberEvent, ChamberEventSeries, NewsArticle } from "@chamber/core/schemas";
import type { Database } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { type Organization, organizationFromSettings } from "./organization.ts";

export interface SiteContentOptions {
  db: Database;
  cache: ReadCache;
  now: () => Date;
  zone?: string;
}

export type SiteContent = ReturnType<typeof siteContent>;

/** The API answers with ISO strings; the documents built here compute with instants. */
const eventWithDates = (event: ChamberEvent) => ({
  ...event,
  date: new Date(event.date),
  endDate: event.endDate ? new Date(event.endDate) : null,
  previousDate: event.previousDate ? new Date(event.previousDate) : null,
  occurrenceDate: event.occurrenceDate ? new Date(event.occurrenceDate) : null,
  createdAt: new Date(event.createdAt),
  updatedAt: new Date(event.updatedAt),
});

const seriesWithDates = (series: ChamberEventSeries) => ({
  ...series,
  date: new Date(series.date),
  endDate: series.endDate ? new Date(series.endDate) : null,
  createdAt: new Date(series.createdAt),
  updatedAt: new Date(series.updatedAt),
  until: series.until ? new Date(series.until) : null,
  exdates: series.exdates.map((date) => new Date(date)),
  occurrences: series.occurrences.map(eventWithDates),
});

const articleWithDates = (article: NewsArticle) => ({
  ...article,
  publishedAt: new Date(article.publishedAt),
  updatedAt: new Date(article.updatedAt),
});

/** A procedure's "no such item" (or an id or slug it refuses outright) as null. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return null;
    throw error;
  }
}

export function siteContent({ db, cache, now, zone }: SiteContentOptions) {
  const ctx = createInnerContext({ db, cache, now, zone });
  const visitor = createCaller(ctx);
  const events = async () => (await visitor.event.list({ scope: "public" })).map(eventWithDates);

  return {
    /** Visible events still to come, soonest first. */
    upcomingEvents: async () => {
      const at = now().getTime();
      return (await events()).filter((event) => event.date.getTime() > at);
    },

    /** Visible series with an occurrence still to come, for the calendar feed. */
    upcomingSeries: async () => {
      const at = now().getTime();
      return (await visitor.eventSeries.list({ scope: "public" }))
        .map(seriesWithDates)
        .filter((series) => series.occurrences.some((occurrence) => occurrence.date.getTime() > at));
    },

    /** One visible series with its visible occurrences, for its own .ics file. */
    visibleSeries: async (id: number) => {
      const series = await orNull(visitor.eventSeries.byId({ id, scope: "public" }));
      return series && seriesWithDates(series);
    },

    /** The event category `value` names (its name or slug, any case: the API's rule), if any. */
    eventCategory: async (value: string) => categoryIn(await visitor.category.list({ kind: "event" }), value),

    /** Every visible event, past ones too (they keep their pages). */
    visibleEvents: events,

    visibleEvent: async (id: number) => {
      const event = await orNull(visitor.event.byId({ id, scope: "public" }));
      return event && eventWithDates(event);
    },

    /**
     * An event's registration (places left, the price), or null when it takes none. Only the
     * structured data reads it, which a page does without rather than fail for.
     */
    eventRegistration: (id: number) => visitor.registration.block({ id }).catch(() => null),

    /** News articles, newest first. */
    articles: async () => (await visitor.news.list({})).map(articleWithDates),

    article: async (id: number) => {
      const article = await orNull(visitor.news.byId({ id }));
      return article && articleWithDates(article);
    },

    /** Sent newsletter issues, newest first (the archive's pages). */
    newsletters: () => visitor.newsletterIssue.archive({}),

    /** Every visible business, by name (the sitemap lists their pages). */
    businesses: () => visitor.business.list({ scope: "public" }),

    /** The visible business whose page is /directory/{slug}, also by an old slug (its `slug` says). */
    business: (slug: string) => orNull(visitor.business.bySlug({ slug })),

    /** Open jobs, newest first (the feed and the sitemap). */
    jobs: () => visitor.job.list({ scope: "public" }),

    /** A job a visitor may see (a closed one is null). */
    job: (id: number) => orNull(visitor.job.byId({ id, scope: "public" })),

    /** Live deals, newest first: an anonymous read, so never a members-only one. */
    deals: () => visitor.deal.list({ scope: "public" }),

    deal: (id: number) => orNull(visitor.deal.byId({ id, scope: "public" })),

    /** A visible business by id (a post's, for its structured data). */
    businessById: (id: number) => orNull(visitor.business.byId({ id, scope: "public" })),

    publishedPages: () => publishedPages(ctx),

    publishedPage: (slug: string) => orNull(visitor.page.bySlug({ slug, scope: "public" })),

    organization: async (): Promise<Organization> => organizationFromSettings(await publicSettings(ctx)),
  };
}
