// /feeds/events.ics (a calendar subscription; `?category=` one event category's, by name or slug
// as the API's `category` filter takes it), /feeds/events/{id}.ics (one event, for "Add to
// calendar"), /feeds/series/{id}.ics (a whole series, its RRULE and EXDATEs, for "Add the whole
// series"), /feeds/news.xml, /feeds/jobs.xml and /feeds/deals.xml (RSS 2.0). Every subscribed calendar polls the whole feed, so its
// text is kept in the read cache under the events' prefix: built once, dropped by every event or
// series write on every instance (decision 006).
import { cacheKey, type ReadCache } from "@chamber/api";
import type { FastifyInstance } from "fastify";
import { parseId } from "../content/parse-id.ts";
import type { SiteContent } from "../content/site-content.ts";
import { sendError } from "../http/errors.ts";
import { buildCalendar } from "./calendar.ts";
import { buildDealsRss, buildJobsRss } from "./post-rss.ts";
import { buildRss } from "./rss.ts";

export interface FeedRoutesOptions {
  content: SiteContent;
  cache: ReadCache;
  publicUrl: string;
  zone: string;
  now: () => Date;
}

const CALENDAR_TYPE = "text/calendar; charset=utf-8";
const RSS_TYPE = "application/rss+xml; charset=utf-8";
const FEED_CACHE = "public, max-age=900";
/** The posts' feeds change at each start and end, with no write: kept only a minute. */
const POST_FEED_CACHE = "public, max-age=60";
const RSS_ITEMS = 50;

export async function feedRoutes(app: FastifyInstance, options: FeedRoutesOptions) {
  const { content, cache, publicUrl, zone } = options;

  const calendar = async (
    events: Parameters<typeof buildCalendar>[0],
    name: string,
    series: Parameters<typeof buildCalendar>[2] = [],
  ) => {
    const organization = await content.organization();
    return buildCalendar(
      events,
      { publicUrl, zone, now: options.now(), name, description: `Community events from the ${organization.name}` },
      series,
    );
  };

  app.get<{ Querystring: { category?: string } }>("/feeds/events.ics", async (request, reply) => {
    const asked = request.query.category;
    const category = asked ? await content.eventCategory(asked) : undefined;
    if (asked && !category) return sendError(reply, 404, "Event category not found");
    const organization = await content.organization();
    const only = category?.name;
    const body = await cache.get(cacheKey.events.calendar(organization.name, only), async () => {
      const [events, series] = await Promise.all([content.upcomingEvents(), content.upcomingSeries()]);
      if (!only) return calendar(events, `${organization.name} Events`, series);
      const inCategory = <T extends { category: string }>(item: T) => item.category === only;
      return calendar(events.filter(inCategory), `${organization.name} Events: ${only}`, series.filter(inCategory));
    });
    return reply.type(CALENDAR_TYPE).header("Cache-Control", FEED_CACHE).send(body);
  });

  app.get<{ Params: { file: string } }>("/feeds/events/:file", async (request, reply) => {
    const id = parseId(request.params.file.match(/^(\d+)\.ics$/)?.[1] ?? "");
    const event = id ? await content.visibleEvent(id) : null;
    if (!event) return sendError(reply, 404, "Event not found");
    const body = await calendar([event], event.title);
    return reply
      .type(CALENDAR_TYPE)
      .header("Cache-Control", FEED_CACHE)
      .header("Content-Disposition", `attachment; filename="event-${event.id}.ics"`)
      .send(body);
  });

  app.get<{ Params: { file: string } }>("/feeds/series/:file", async (request, reply) => {
    const id = parseId(request.params.file.match(/^(\d+)\.ics$/)?.[1] ?? "");
    const series = id ? await content.visibleSeries(id) : null;
    if (!series) return sendError(reply, 404, "Event series not found");
    const body = await calendar([], series.title, [series]);
    return reply
      .type(CALENDAR_TYPE)
      .header("Cache-Control", FEED_CACHE)
      .header("Content-Disposition", `attachment; filename="series-${series.id}.ics"`)
      .send(body);
  });

  app.get("/feeds/news.xml", async (_request, reply) => {
    const organization = await content.organization();
    const articles = (await content.articles()).slice(0, RSS_ITEMS);
    const body = buildRss(articles, {
      publicUrl,
      title: `${organization.name} News`,
      description: `News and announcements from the ${organization.name}.`,
      selfUrl: `${publicUrl}/feeds/news.xml`,
    });
    return reply.type(RSS_TYPE).header("Cache-Control", FEED_CACHE).send(body);
  });

  app.get("/feeds/jobs.xml", async (_request, reply) => {
    const organization = await content.organization();
    const body = buildJobsRss((await content.jobs()).slice(0, RSS_ITEMS), {
      publicUrl,
      title: `${organization.name} Jobs`,
      description: `Jobs open at businesses of the ${organization.name}.`,
    });
    return reply.type(RSS_TYPE).header("Cache-Control", POST_FEED_CACHE).send(body);
  });

  app.get("/feeds/deals.xml", async (_request, reply) => {
    const organization = await content.organization();
    const body = buildDealsRss((await content.deals()).slice(0, RSS_ITEMS), {
      publicUrl,
      title: `${organization.name} Member Deals`,
      description: `Offers from businesses of the ${organization.name}.`,
    });
    return reply.type(RSS_TYPE).header("Cache-Control", POST_FEED_CACHE).send(body);
  });
}
