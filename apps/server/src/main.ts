// Starts Chamber: validate the environment, open the database, migrate and seed under one lock,
// make sure an admin exists, serve, and on SIGTERM drain requests before closing the database.
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureAdmin } from "@chamber/api";
import { migrate, openDatabase, seedIfEmpty } from "@chamber/db";
import { Redis } from "ioredis";
import { buildApp } from "./app.ts";
import { EnvError, readEnv } from "./env.ts";
import { startupBanner } from "./startup-banner.ts";

const webRoot = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  const env = readEnv();
  const startedAt = performance.now();

  if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let seeded = false;
  const migrations = await migrate(db, {
    whileLocked: async () => {
      seeded = await seedIfEmpty(db.prisma);
    },
  });
  const admin = await ensureAdmin(db.prisma, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });

  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
  const hasWeb = existsSync(`${webRoot}/index.html`);
  const app = await buildApp({
    db,
    publicUrl: env.PUBLIC_URL,
    logger: { level: env.LOG_LEVEL },
    webRoot: hasWeb ? webRoot : undefined,
    redis,
  });
  if (!hasWeb) app.log.warn("apps/web/dist is missing: serving the API only (run pnpm build)");
  for (const name of migrations.modified)
    app.log.warn({ migration: name }, "an applied migration file has changed since");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "draining requests");
    await app.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    startupBanner({
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`,
      database: db.kind === "pglite" ? `embedded (PGlite in ${env.DATA_DIR})` : "PostgreSQL",
      migrationsApplied: migrations.applied.length,
      seeded,
      admin,
      startupMs: performance.now() - startedAt,
    }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error("Chamber failed to start:", error);
  }
  process.exit(1);
});
