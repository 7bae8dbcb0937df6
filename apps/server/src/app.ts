// buildApp: the whole HTTP server, assembled from plugins in a fixed order (external → app →
// routes). Used by main.ts and by every test; nothing listens on import.
import { noopCache, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import { apiPlugin } from "./plugins/api.ts";
import { errorShapePlugin } from "./plugins/error-shape.ts";
import { jsonBodyPlugin } from "./plugins/json-body.ts";
import { defaultRateLimits, type RateLimitRule, rateLimitPlugin } from "./plugins/rate-limits.ts";
import { securityPlugin } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";

/** DESIGN §4 / issue 5: bodies over 1 MiB are refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  db: Database;
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
  /** The built web app (apps/web/dist); omitted in API-only tests. */
  webRoot?: string | undefined;
  /** Rate-limit rules; `false` turns limits off (tests that need many writes). */
  rateLimits?: RateLimitRule[] | false;
  redis?: Redis | undefined;
  cache?: ReadCache;
  now?: () => Date;
}

export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    forceCloseConnections: "idle",
  });

  await app.register(errorShapePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin);
  if (options.rateLimits !== false) {
    await app.register(rateLimitPlugin, { rules: options.rateLimits ?? defaultRateLimits, redis: options.redis });
  }

  await app.register(apiPlugin, {
    db: options.db,
    cache: options.cache ?? noopCache,
    publicUrl: options.publicUrl ?? "http://localhost:3000",
    now: options.now,
  });

  if (options.webRoot) {
    await app.register(webPlugin, { root: options.webRoot });
  } else {
    app.setNotFoundHandler(async (_request, reply) =>
      reply.status(404).send({ message: "Not found", code: "NOT_FOUND" }),
    );
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
