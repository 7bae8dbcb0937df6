// The reads of jobs (docs/decisions/038-deals-and-jobs.md): a visitor sees an approved job from
// `postedAt` until `closesAt`; staff asking for scope "all" see every job in every state. The open
// jobs are read through the cache once and filtered by the clock on every read, so a cached list
// never outlives a close.
import type { jobListQuery } from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import type { z } from "zod";
import { cacheKey } from "../cache/cache-keys.ts";
import { categoryName } from "../categories/category-list.ts";
import type { Context } from "../context.ts";
import { articleHtml } from "../pages/content-html.ts";
import { matchesFilters } from "../posts/post-business.ts";
import { noteNextChange } from "../posts/post-freshness.ts";
import { notFound, seesHidden } from "../trpc.ts";
import { type JobRow, jobAnswer, jobOrder, jobSelect } from "./job-select.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type Filters = Pick<
  z.output<typeof jobListQuery>,
  "category" | "businessId" | "scope" | "review" | "type" | "postedWithin" | "remote"
>;

/** Whether `job` shows now to anyone. */
const jobShows = (job: JobRow, now: Date) =>
  job.reviewState === "approved" && job.postedAt <= now && now < job.closesAt;

const liveJobs = (ctx: Context): Promise<JobRow[]> =>
  ctx.cache.get(cacheKey.jobs.live(), () =>
    ctx.prisma.job.findMany({
      where: { reviewState: "approved", closesAt: { gt: ctx.now() } },
      select: jobSelect,
      orderBy: jobOrder,
    }),
  );

/** The job's own filters (type, remote, posted within), on a row. */
function matchesJobFilters(job: JobRow, filters: Filters, now: Date) {
  return (
    (filters.type === undefined || job.employmentType === filters.type) &&
    (filters.remote === undefined || (job.locationKind === "remote") === filters.remote) &&
    (filters.postedWithin === undefined || job.postedAt.getTime() > now.getTime() - filters.postedWithin * DAY_MS)
  );
}

/** The jobs the caller may see under `filters`, newest first, as answers. */
export async function readJobs(ctx: Context, filters: Filters) {
  const category = filters.category ? await categoryName(ctx, "business", filters.category) : undefined;
  const now = ctx.now();
  if (seesHidden(ctx, filters.scope)) {
    const where: Prisma.JobWhereInput = {
      ...(category !== undefined && { business: { category } }),
      ...(filters.businessId !== undefined && { businessId: filters.businessId }),
      ...(filters.review !== undefined && { reviewState: filters.review }),
    };
    const rows = await ctx.prisma.job.findMany({ where, select: jobSelect, orderBy: jobOrder });
    return rows.filter((job) => matchesJobFilters(job, filters, now)).map(jobAnswer);
  }
  const live = await liveJobs(ctx);
  noteNextChange(ctx, live, now, (job) => [job.postedAt, job.closesAt]);
  return live
    .filter(
      (job) =>
        jobShows(job, now) && matchesFilters(job, category, filters.businessId) && matchesJobFilters(job, filters, now),
    )
    .map(jobAnswer);
}

/** One job with its description rendered; 404 when the caller may not see it (a closed job too). */
export async function readJob(ctx: Context, id: number, scope: "public" | "all" | undefined) {
  const job = await ctx.cache.get(cacheKey.jobs.byId(id), async () => {
    const found = await ctx.prisma.job.findUnique({ where: { id }, select: jobSelect });
    return found && { ...found, html: await articleHtml(found.description) };
  });
  const now = ctx.now();
  if (!job || (!seesHidden(ctx, scope) && !jobShows(job, now))) throw notFound("Job");
  noteNextChange(ctx, [job], now, (row) => [row.postedAt, row.closesAt]);
  return { ...jobAnswer(job), html: job.html };
}
