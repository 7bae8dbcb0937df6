// Starts Chamber: validate the environment, open the database, migrate and seed under one lock,
// make sure an admin exists, serve, and on SIGTERM drain requests before closing the database.
import "./node-version.ts";
import "./production-mode.ts";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureAdmin } from "@chamber/api";
import { type Database, DataDirInUseError, migrate, openDatabase, seedIfEmpty } from "@chamber/db";
import { buildApp } from "./app.ts";
import { attachRedisInvalidation } from "./cache/redis-invalidation.ts";
import { MemoryServerCache } from "./cache/server-cache.ts";
import { EnvError, readEnv } from "./env.ts";
import { mailLine, startupBanner } from "./startup-banner.ts";
import { StartupWaitError, waitFor } from "./startup-wait.ts";

const webRoot = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Closed when start-up fails, so an embedded database server is never left behind. */
let openedDb: Database | undefined;

/** Until the server is up, a signal just ends the process (the embedded database stops with it). */
const exitDuringStartUp = () => process.exit(1);
process.once("SIGTERM", exitDuringStartUp);
process.once("SIGINT", exitDuringStartUp);

async function main() {
  const env = readEnv();
  const startedAt = performance.now();

  const patience = { ms: env.STARTUP_PATIENCE_SECONDS * 1000, log: (line: string) => console.warn(line) };

  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  openedDb = db;
  // The embedded server is up once openDatabase returns; an external one may still be starting.
  if (env.DATABASE_URL) await waitFor("PostgreSQL (DATABASE_URL)", () => db.withConnection(async () => {}), patience);
  let seeded = false;
  const migrations = await migrate(db, {
    whileLocked: async () => {
      seeded = await seedIfEmpty(db.prisma);
    },
  });
  const admin = await ensureAdmin(db.prisma, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });

  // Fail fast while Redis is unreachable (no offline queue): rate limits then let requests through
  // and writes skip the broadcast, instead of every request waiting on reconnection attempts.
  // ioredis takes ~90 ms to load: only a deployment that names a Redis pays for it.
  const redis = env.REDIS_URL
    ? new (await import("ioredis")).Redis(env.REDIS_URL, {
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  let lastRedisError = "";
  let started = false;
  redis?.on("error", (error: Error) => {
    // While starting, the wait below says what it waits for.
    if (started && error.message !== lastRedisError) console.warn(`Redis: ${error.message}`);
    lastRedisError = error.message;
  });
  redis?.on("ready", () => {
    lastRedisError = "";
  });
  if (redis) {
    // ioredis reconnects by itself; this only waits for it to get there.
    await waitFor(
      "Redis (REDIS_URL)",
      async () => {
        if (redis.status !== "ready") throw new Error(lastRedisError || `not connected (${redis.status})`);
        await redis.ping();
      },
      patience,
    );
  }
  started = true;
  const hasWeb = existsSync(`${webRoot}/server/entry-server.js`);
  const cache = new MemoryServerCache({ warn: (details, message) => app.log.warn(details, message) });
  const app = await buildApp({
    db,
    publicUrl: env.PUBLIC_URL,
    siteTimezone: env.SITE_TIMEZONE,
    logger: { level: env.LOG_LEVEL },
    webRoot: hasWeb ? webRoot : undefined,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    cache,
    trustProxy: env.TRUST_PROXY,
    activityRetentionDays: env.ACTIVITY_RETENTION_DAYS,
    allowPrivateTargets: env.IMPORT_ALLOW_PRIVATE,
    mail: env.SMTP_URL
      ? {
          url: env.SMTP_URL,
          from: env.MAIL_FROM ?? "",
          staffEmail: env.STAFF_EMAIL ?? null,
          newsletterRate: env.NEWSLETTER_RATE,
        }
      : undefined,
  });
  if (redis) {
    // Every instance drops its cached reads when any instance writes (docs/architecture.md §7).
    await attachRedisInvalidation(cache, { redis, channel: `${env.REDIS_PREFIX}cache-invalidate`, log: app.log });
  }
  if (!hasWeb) app.log.warn("apps/web/dist is missing: serving the API only (run pnpm build)");
  for (const name of migrations.modified)
    app.log.warn({ migration: name }, "an applied migration file has changed since");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "draining requests");
    await app.close();
    await cache.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.off("SIGTERM", exitDuringStartUp);
  process.off("SIGINT", exitDuringStartUp);
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    startupBanner({
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
      database: db.description,
      migrationsApplied: migrations.applied.length,
      seeded,
      admin,
      startupMs: performance.now() - startedAt,
      trustProxy: env.TRUST_PROXY,
      mail: mailLine(env),
    }),
  );
}

main().catch(async (error: unknown) => {
  await openedDb?.close().catch(() => {});
  if (error instanceof StartupWaitError) {
    console.error(`Chamber failed to start: ${error.message}`);
  } else if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error("Chamber failed to start:", error);
  }
  process.exit(1);
});
