// Abuse limits on the public writes and on sign-in (DESIGN §4): per client address, counted in
// Redis when REDIS_URL is set so every instance shares one count, in process otherwise. The same
// procedure is reachable over REST and over tRPC, so both doors share one counter.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";

export interface RateLimitRule {
  /** Procedure path in the router ("contact.send") and its REST twin. */
  procedure: string;
  method: string;
  restPath: string;
  max: number;
  timeWindowMs: number;
}

export const defaultRateLimits: RateLimitRule[] = [
  { procedure: "contact.send", method: "POST", restPath: "/api/contact", max: 10, timeWindowMs: 60_000 },
  { procedure: "newsletter.subscribe", method: "POST", restPath: "/api/newsletter", max: 10, timeWindowMs: 60_000 },
  { procedure: "auth.login", method: "POST", restPath: "/api/auth/login", max: 10, timeWindowMs: 15 * 60_000 },
];

export interface RateLimitOptions {
  rules: RateLimitRule[];
  redis?: Redis | undefined;
  /** Redis key prefix of the counters (default "chamber-rl:"). */
  nameSpace?: string;
}

/** The procedures a request calls: one REST path, or a (possibly batched) tRPC path. */
function calledProcedures(request: FastifyRequest, rules: RateLimitRule[]): RateLimitRule[] {
  const path = request.url.split("?")[0] ?? "";
  if (path.startsWith("/trpc/")) {
    const names = decodeURIComponent(path.slice("/trpc/".length)).split(",");
    return rules.filter((rule) => names.includes(rule.procedure));
  }
  return rules.filter((rule) => rule.method === request.method && rule.restPath === path.replace(/\/+$/, ""));
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: options.nameSpace ?? "chamber-rl:",
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: "Too many requests, please try again later",
      code: "TOO_MANY_REQUESTS",
    }),
  });

  const limiters = new Map<string, preHandlerAsyncHookHandler>();
  for (const rule of options.rules) {
    limiters.set(
      rule.procedure,
      app.rateLimit({
        max: rule.max,
        timeWindow: rule.timeWindowMs,
        groupId: rule.procedure,
        keyGenerator: (request) => `${rule.procedure}:${request.ip}`,
      }),
    );
  }

  app.addHook("onRequest", async function (request, reply) {
    for (const rule of calledProcedures(request, options.rules)) {
      await limiters.get(rule.procedure)?.call(this, request, reply);
      if (reply.sent) return reply;
    }
  });
});
