// Scale-out proof (docs/architecture.md §7): two real server processes on one
// PostgreSQL database and one Redis. A write through one instance is read through the other at
// once (with the other's cache primed first, so the test proves invalidation and not an empty
// cache), the contact rate limit counts across both, a session made on one works on the other, and
// registrations for the last places sent to both at once confirm exactly the capacity.
// Runs when TEST_DATABASE_URL and a Redis (TEST_REDIS_URL or REDIS_URL, default
// redis://127.0.0.1:6379) answer; skipped with the reason otherwise.
import { createHmac, randomBytes } from "node:crypto";
import { createTestDatabase } from "@chamber/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteRedisKeys, login, postgresAnswers, redisAnswers, type ServerProcess, startServer } from "./processes.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const postgresUp = await postgresAnswers(postgresUrl);
const redisUp = await redisAnswers(redisUrl);
const skipReason = !postgresUp
  ? `TEST_DATABASE_URL ${postgresUrl ? `(${postgresUrl}) does not answer` : "is not set"}`
  : !redisUp
    ? `no Redis answers at ${redisUrl}`
    : "";
if (skipReason) console.warn(`scale-out proof skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))("two instances on one PostgreSQL and one Redis", () => {
  const redisPrefix = `chamber-test-${randomBytes(6).toString("hex")}:`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    if (!postgresUrl) return;
    database = await createTestDatabase({ migrated: false });
    // The test client stands in for a load balancer on loopback, so it is named as one.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      TRUST_PROXY: "127.0.0.1",
    };
    // Started together: migrations and the seed run once, under the advisory lock.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await deleteRedisKeys(redisUrl, redisPrefix);
  }, 60_000);

  it("serves a write made through one instance from the other at once", async () => {
    const token = await login(a.url);
    const names = async (url: string) =>
      ((await (await fetch(`${url}/api/businesses`)).json()) as { name: string }[]).map((row) => row.name);

    // Prime B's cache, then change the database behind the API's back: B keeps serving its copy,
    // which shows the cache is live and the next step proves invalidation.
    const primed = await names(b.url);
    expect(primed.length).toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "Business" (name, description, category, address, phone, "updatedAt")
         VALUES ('Backdoor Books', 'Added straight into the database.', 'Retail', '1 Signal St', '(805) 555-0199', now())`,
      );
    } finally {
      await client.end();
    }
    expect(await names(b.url)).toEqual(primed);

    const created = await fetch(`${a.url}/api/businesses`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Two Instance Tacos",
        description: "Written through instance A, read through instance B.",
        category: "Dining",
        address: "2 Fox St, Ojai, CA 93023",
        phone: "(805) 555-0142",
      }),
    });
    expect(created.status).toBe(200);

    const after = await names(b.url);
    expect(after).toContain("Two Instance Tacos");
    expect(after).toContain("Backdoor Books");

    // The same holds for a change made on B and read on A.
    const { id } = (await created.json()) as { id: number };
    const removed = await fetch(`${b.url}/api/businesses/${id}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status).toBe(200);
    expect(await names(a.url)).not.toContain("Two Instance Tacos");
  });

  it("counts the contact rate limit across both instances", async () => {
    // A client address of this run only (X-Forwarded-For is believed from the named 127.0.0.1).
    const client = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const send = (url: string) =>
      fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "x-forwarded-for": client, "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Lena",
          lastName: "Park",
          email: "lena@example.com",
          subject: "Membership Information",
          message: "How do we join the chamber?",
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(a.url)).status);
    for (let i = 0; i < 4; i++) statuses.push((await send(b.url)).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const eleventh = await send(b.url);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({ message: expect.any(String), code: "TOO_MANY_REQUESTS" });
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(a.url)).status).toBe(429);
  });

  it("accepts a session made on one instance on the other, and ends it on both", async () => {
    const token = await login(a.url);
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: expect.stringContaining("@") });

    const logout = await fetch(`${b.url}/api/auth/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    const afterLogout = await fetch(`${a.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(afterLogout.status).toBe(401);
  });

  it("confirms exactly the capacity when both take registrations for one event at once", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let eventId: number;
    let key: Buffer;
    try {
      const event = await client.query<{ id: number }>(
        `INSERT INTO "Event" (title, description, category, location, date, "updatedAt")
         VALUES ('Two Instance Mixer', 'Three places.', 'Networking', 'Libbey Park', now() + interval '7 days', now())
         RETURNING id`,
      );
      eventId = event.rows[0]?.id ?? 0;
      await client.query(
        `INSERT INTO "RegistrationSettings" ("eventId", capacity, "updatedAt") VALUES ($1, 3, now())`,
        [eventId],
      );
      // The form tokens' key (made on the first token), to sign tokens issued a minute ago.
      await fetch(`${a.url}/api/submissions/token`);
      const secret = await client.query<{ value: string }>(
        `SELECT value FROM "ServerSecret" WHERE name = 'form-token'`,
      );
      key = Buffer.from(secret.rows[0]?.value ?? "", "base64url");
    } finally {
      await client.end();
    }
    const formToken = () => {
      const body = `${(Date.now() - 60_000).toString(36)}.${randomBytes(16).toString("base64url")}`;
      return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
    };
    const register = (url: string, n: number) =>
      fetch(`${url}/api/events/${eventId}/registrations`, {
        method: "POST",
        // Each its own client, so the per-client limit counts none twice.
        headers: { "x-forwarded-for": `198.19.${n}.${randomBytes(1)[0]}`, "content-type": "application/json" },
        body: JSON.stringify({ name: `Guest ${n}`, email: `two-instances-${n}@example.com`, formToken: formToken() }),
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, n) => {
        const answer = await register(n % 2 === 0 ? a.url : b.url, n);
        return { status: answer.status, body: (await answer.json()) as { status?: string } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(3);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(7);
  });
});
