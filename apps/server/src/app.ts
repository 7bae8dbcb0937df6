// buildApp: the whole HTTP server, assembled from plugins in a fixed order (external → app →
// routes). Used by main.ts and by every test; nothing listens on import.

import { createServer } from "node:http";
import { defaultRateLimits, MemoryLimiter, type RateLimits, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import { isServerCache, MemoryServerCache } from "./cache/server-cache.ts";
import { apiPlugin } from "./plugins/api.ts";
import { cachedAnswerDoor } from "./plugins/cached-answers.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { errorShapePlugin } from "./plugins/error-shape.ts";
import { httpCachePlugin } from "./plugins/http-cache.ts";
import { jsonBodyPlugin } from "./plugins/json-body.ts";
import { clientError, frameworkError, requestHygienePlugin } from "./plugins/request-hygiene.ts";
import { securityPlugin } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";
import { RedisLimiter } from "./rate-limit/redis-limiter.ts";
import { reachPlugin } from "./reach/plugin.ts";

/** DESIGN §4 / issue 5: bodies over 1 MiB are refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Whose X-Forwarded-For to believe. A believed header picks the client address the rate limits
 * count on, so by default no one is believed and the socket's address counts: trusting whole
 * private or link-local ranges let any client on the same LAN or VPN choose its own address.
 * Behind a load balancer, name it (TRUST_PROXY=10.0.0.2, or its subnet).
 */
export const DEFAULT_TRUST_PROXY = false;

export interface AppOptions {
  db: Database;
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
  /** The built web app (apps/web/dist); omitted in API-only tests. */
  webRoot?: string | undefined;
  /** Rate limits (default `defaultRateLimits`); `false` turns them off (tests that need many writes). */
  rateLimits?: RateLimits | false;
  redis?: Redis | undefined;
  /** Key prefix for everything kept in Redis (default "chamber:"). */
  redisPrefix?: string;
  /** Read cache; default: a fresh in-process cache, closed with the app. */
  cache?: ReadCache;
  /** Time allowed to receive a whole request (default 30 s); idle connections get twice that. */
  requestTimeoutMs?: number;
  /** Fastify's trustProxy: addresses or CIDRs to trust, or true/false. */
  trustProxy?: FastifyServerOptions["trustProxy"];
  now?: () => Date;
  /** The zone of the feeds and exports (SITE_TIMEZONE); default America/Los_Angeles. */
  siteTimezone?: string;
}

/** Fastify's own default: longer than the usual load balancer's idle timeout (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp(options: AppOptions) {
  const { db, publicUrl = "http://localhost:3000", siteTimezone, webRoot, now } = options;
  const ownCache = options.cache
    ? undefined
    : new MemoryServerCache({ now, warn: (details, message) => app.log.warn(details, message) });
  const cache = options.cache ?? (ownCache as MemoryServerCache);
  const door = isServerCache(cache) ? cachedAnswerDoor(cache, () => app.log) : undefined;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    // The cached-answer door sees each request before Fastify does (plugins/cached-answers.ts);
    // the server is otherwise set up as Fastify would set it up itself.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!door?.serve(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = requestTimeout;
      server.setTimeout(requestTimeout * 2);
      return server;
    },
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
    // A request must arrive whole within 30 s (slow-loris), and idle keep-alive sockets close.
    requestTimeout,
    connectionTimeout: requestTimeout * 2,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Errors raised before routing (an undecodable URL, an unparsable request) answer in the
    // standard shape too, with the security headers.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  // Security headers first: any hook after it may answer (a refused request, a rate limit).
  await app.register(securityPlugin);
  await app.register(errorShapePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(requestHygienePlugin);
  // Counted per procedure inside the API (packages/api rate-limit/), shared through Redis when given.
  const rateLimits =
    options.rateLimits === false
      ? undefined
      : {
          rules: options.rateLimits ?? defaultRateLimits,
          limiter: options.redis
            ? new RedisLimiter(options.redis, `${options.redisPrefix ?? "chamber:"}rl:`, (error) =>
                app.log.warn({ err: error }, "rate limit not counted: Redis did not answer"),
              )
            : new MemoryLimiter({ now: now && (() => now().getTime()) }),
        };

  if (ownCache) app.addHook("onClose", () => ownCache.close());
  // While closing, every request goes through Fastify, which answers 503 and ends the connection.
  if (door)
    app.addHook("preClose", (done) => {
      door.close();
      done();
    });
  await app.register(httpCachePlugin, { cache });
  await app.register(compressionPlugin);

  await app.register(apiPlugin, { db, cache, publicUrl, now, rateLimits });
  await app.register(reachPlugin, { db, cache, publicUrl, siteTimezone, webRoot, now });

  if (webRoot) {
    await app.register(webPlugin, { root: webRoot });
  } else {
    app.setNotFoundHandler(async (_request, reply) =>
      reply.status(404).send({ message: "Not found", code: "NOT_FOUND" }),
    );
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
