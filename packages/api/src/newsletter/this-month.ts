// "This month": a newsletter draft filled in from what the site already says — the next events and
// the latest news — for staff to edit rather than write from nothing. Member deals and job openings
// have a marked place of their own, filled by hand until the site lists them.
import { visibleWhere } from "@chamber/core";
import type { ThisMonthDraft } from "@chamber/core/schemas";
import type { Context } from "../context.ts";
import { mailSite } from "./newsletter-delivery.ts";

const EVENTS = 8;
const NEWS = 3;
/** How far ahead "coming up" looks. */
const HORIZON_MS = 45 * 24 * 60 * 60_000;

/** The heading and line of the section staff fill by hand. */
const DEALS_AND_JOBS_HEADING = "## Member deals and jobs";
const DEALS_AND_JOBS_PLACEHOLDER = "_Add this month's member deals and job openings here, or delete this section._";

/** Markdown's own characters in a title or excerpt, escaped so they read as written. */
const plain = (text: string) =>
  text
    .replace(/([\\`*_[\]<>#|])/g, "\\$1")
    .replace(/\s+/g, " ")
    .trim();

export async function thisMonthDraft(
  ctx: Pick<Context, "prisma" | "now" | "zone" | "publicUrl">,
): Promise<ThisMonthDraft> {
  const now = ctx.now();
  const [events, news, site] = await Promise.all([
    ctx.prisma.event.findMany({
      where: { ...visibleWhere(now), date: { gt: now, lte: new Date(now.getTime() + HORIZON_MS) } },
      select: { id: true, title: true, date: true, location: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take: EVENTS,
    }),
    ctx.prisma.newsArticle.findMany({
      where: { publishedAt: { lte: now } },
      select: { id: true, title: true, excerpt: true },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: NEWS,
    }),
    mailSite(ctx.prisma, ctx.publicUrl),
  ]);
  const month = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: ctx.zone }).format(now);
  const when = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: ctx.zone,
  });
  const comingUp =
    events.length === 0
      ? ["_No events are listed for the coming weeks yet._"]
      : events.map(
          (event) =>
            `- **[${plain(event.title)}](/events/${event.id})** — ${when.format(event.date)}, ${plain(event.location)}`,
        );
  const latest =
    news.length === 0
      ? ["_No news yet._"]
      : news.flatMap((article) => [
          `### [${plain(article.title)}](/news/${article.id})`,
          "",
          plain(article.excerpt),
          "",
        ]);
  return {
    subject: `${month} at ${site.name}`,
    body: [
      `Here is what is happening at ${site.name} this month.`,
      "",
      "## Coming up",
      "",
      ...comingUp,
      "",
      "## Latest news",
      "",
      ...latest,
      DEALS_AND_JOBS_HEADING,
      "",
      DEALS_AND_JOBS_PLACEHOLDER,
      "",
    ].join("\n"),
  };
}
