// "This month": a newsletter draft filled in from what the site already says — the next events, the
// latest news, the member deals and the job openings live for everyone — for staff to edit rather
// than write from nothing. Members-only deals are left out: the draft is for the News list.
import { type EmploymentType, employmentTypeLabels, visibleWhere } from "@chamber/core";
import type { ThisMonthDraft } from "@chamber/core/schemas";
import type { Context } from "../context.ts";
import { mailSite } from "./newsletter-delivery.ts";

const EVENTS = 8;
const NEWS = 3;
const DEALS = 5;
const JOBS = 6;
/** How far ahead "coming up" looks. */
const HORIZON_MS = 45 * 24 * 60 * 60_000;

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
  const [deals, jobs] = await Promise.all([
    ctx.prisma.deal.findMany({
      where: { reviewState: "approved", audience: "everyone", startsAt: { lte: now }, endsAt: { gt: now } },
      select: { id: true, title: true, endsAt: true, business: { select: { name: true } } },
      orderBy: [{ startsAt: "desc" }, { id: "desc" }],
      take: DEALS,
    }),
    ctx.prisma.job.findMany({
      where: { reviewState: "approved", postedAt: { lte: now }, closesAt: { gt: now } },
      select: { id: true, title: true, employmentType: true, business: { select: { name: true } } },
      orderBy: [{ postedAt: "desc" }, { id: "desc" }],
      take: JOBS,
    }),
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
  const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: ctx.zone });
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
      "## Member deals",
      "",
      ...(deals.length === 0
        ? ["_No member deals right now._"]
        : deals.map(
            (deal) =>
              `- **[${plain(deal.title)}](/deals/${deal.id})** — ${plain(deal.business.name)}, until ${day.format(deal.endsAt)}`,
          )),
      "",
      "## Jobs in the valley",
      "",
      ...(jobs.length === 0
        ? ["_No job openings right now._"]
        : jobs.map(
            (job) =>
              `- **[${plain(job.title)}](/jobs/${job.id})** — ${plain(job.business.name)}, ${employmentTypeLabels[job.employmentType as EmploymentType].toLowerCase()}`,
          )),
      "",
    ].join("\n"),
  };
}
