// The jobs and deals the browser tests of /jobs, /deals and the members' posts start from: rows put
// in the file's own database before its first read (each file has a server and a copy of the seed
// of its own), with their dates around now, so each is live, closed or waiting as its test needs.
import { sql } from "../harness/database.ts";
import type { RunningServer } from "../harness/server.ts";

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export interface FixtureBusiness {
  id: number;
  name: string;
  slug: string;
  category: string;
}

/** The seed's first business by name. */
export async function firstBusiness(server: RunningServer): Promise<FixtureBusiness> {
  const { rows } = await sql(server, `SELECT "id", "name", "slug", "category" FROM "Business" ORDER BY "name" LIMIT 1`);
  return rows[0] as unknown as FixtureBusiness;
}

export interface JobRow {
  title: string;
  businessId: number;
  employmentType?: string;
  remote?: boolean;
  postedDaysAgo?: number;
  closesInDays?: number;
  reviewState?: "approved" | "pending" | "refused";
}

/** A job posting; answers its id. */
export async function insertJob(server: RunningServer, job: JobRow): Promise<number> {
  const { rows } = await sql(
    server,
    `INSERT INTO "Job" ("title", "description", "businessId", "employmentType", "locationKind", "payMin", "payMax",
       "payUnit", "applyUrl", "applyEmail", "postedAt", "closesAt", "reviewState", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, 18, 22, 'hour', 'https://jobs.example/apply', 'jobs@business.example', $6, $7, $8, now())
     RETURNING "id"`,
    [
      job.title,
      `We are hiring: **${job.title}**. Weekends required.`,
      job.businessId,
      job.employmentType ?? "part-time",
      job.remote ? "remote" : "business",
      daysFromNow(-(job.postedDaysAgo ?? 2)),
      daysFromNow(job.closesInDays ?? 20),
      job.reviewState ?? "approved",
    ],
  );
  return (rows[0] as { id: number }).id;
}

export interface DealRow {
  title: string;
  businessId: number;
  audience?: "everyone" | "members";
  startedDaysAgo?: number;
  endsInDays?: number;
}

/** An approved deal; answers its id. */
export async function insertDeal(server: RunningServer, deal: DealRow): Promise<number> {
  const { rows } = await sql(
    server,
    `INSERT INTO "Deal" ("title", "description", "businessId", "startsAt", "endsAt", "code", "audience", "reviewState",
       "updatedAt")
     VALUES ($1, $2, $3, $4, $5, 'Show this page at the counter', $6, 'approved', now())
     RETURNING "id"`,
    [
      deal.title,
      `Ten percent off: **${deal.title}**.`,
      deal.businessId,
      daysFromNow(-(deal.startedDaysAgo ?? 1)),
      daysFromNow(deal.endsInDays ?? 10),
      deal.audience ?? "everyone",
    ],
  );
  return (rows[0] as { id: number }).id;
}
