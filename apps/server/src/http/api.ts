// The API, mounted twice from one router: tRPC at /trpc for the web app, REST at /api for
// integrators (trpc-to-openapi), with the OpenAPI document describing the REST side.
import {
  appRouter,
  type Context,
  type ContextOptions,
  contextFactory,
  type MailContext,
  openApiDocument,
  type ReadCache,
  rateLimitHeaders,
  sharedReads,
  successStatusOf,
} from "@chamber/api";
import { TRPC_BATCH } from "@chamber/core";
import type { Database } from "@chamber/db";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import { sendError } from "./errors.ts";
import { listPageHeaders } from "./list-page-headers.ts";
import { REST_PREFIX, TRPC_PREFIX } from "./request-kind.ts";
import { SHARED_KEEP_MS } from "./response-cache.ts";

export interface ApiOptions {
  db: Database;
  cache: ReadCache;
  publicUrl: string;
  now?: (() => Date) | undefined;
  zone?: string | undefined;
  rateLimits?: ContextOptions["rateLimits"];
  /** Omitted: no mail is queued. */
  mail?: MailContext | undefined;
  liveSessions?: ContextOptions["liveSessions"];
  outbound?: ContextOptions["outbound"];
  webhooks?: ContextOptions["webhooks"];
}

/** A batch's procedure names, comma-separated, are the path after /trpc/. */
const isBatchOfSeveral = (url: string) => url.includes("batch=1") && (url.split("?")[0] ?? "").includes(",");

/** Why a batch longer than the web app ever builds is refused (TRPC_BATCH in @chamber/core). */
export const BATCH_TOO_LONG = `A batch of calls may be at most ${TRPC_BATCH.maxUrlLength} characters of URL: send fewer calls at once`;

/**
 * Whether a shared cache may keep the answer as long as PUBLIC_CACHE_CONTROL lets it: not when the
 * read noted that it changes by the clock alone before then (a deal or job starting or ending,
 * docs/decisions/038-deals-and-jobs.md) — that answer is kept by no response cache of ours, and
 * told to others only until that instant.
 */
function keepsLongEnough(ctx: Context): boolean {
  const next = ctx.nextChange.at;
  return next === null || next.getTime() - ctx.now().getTime() > SHARED_KEEP_MS;
}

/** The public answer's own Cache-Control, kept no longer than until its next change (no stale serving). */
function cappedCacheControl(ctx: Context): Record<string, string> {
  if (keepsLongEnough(ctx)) return {};
  const seconds = Math.max(0, Math.floor(((ctx.nextChange.at?.getTime() ?? 0) - ctx.now().getTime()) / 1000));
  return { "cache-control": `public, max-age=${seconds}, s-maxage=${seconds}` };
}

export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  const createContext = contextFactory(options);
  // A 429 tells the client when to come back, on both doors.
  const responseMeta = ({ errors }: { errors: readonly { cause?: unknown }[] }) => ({
    headers: rateLimitHeaders(errors),
  });
  const onError = ({ error, path }: { error: { code: string; message: string; cause?: unknown }; path?: string }) => {
    if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "procedure failed");
  };

  // The tRPC and trpc-to-openapi handlers call reply.send() and resolve with undefined. When an
  // onSend hook is still at work (compression streams a large answer), Fastify then sees no
  // headers sent and answers a second time with an empty body (content-length: 0). An async
  // handler that has sent must resolve with the reply itself.
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      return result === undefined ? reply : result;
    };
  });

  // Made on first demand: building it takes 100-250 ms, which every start-up paid, and most
  // starts are never followed by a request for it. The tests read it, so a broken one still fails.
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get(`${REST_PREFIX}/openapi.json`, async () => {
    document ??= openApiDocument(`${options.publicUrl}${REST_PREFIX}`);
    return document;
  });

  // The batch the web app's httpBatchLink may build (TRPC_BATCH) is what this door takes: more
  // calls are refused by tRPC (400, "Batch call exceeds maximum size"), a longer URL here (414).
  // A single call may be longer: the client sends it alone whatever its length.
  app.addHook("onRequest", async (request, reply) => {
    const url = request.originalUrl;
    if (request.kind === "trpc" && url.length > TRPC_BATCH.maxUrlLength && isBatchOfSeveral(url)) {
      return sendError(reply, 414, BATCH_TOO_LONG);
    }
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError,
      responseMeta,
      maxBatchSize: TRPC_BATCH.maxItems,
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });

  // Which REST request each context is for: the procedure that answered tells the response cache
  // whether its answer may be shared (its meta's `cache`, http/response-cache.ts).
  const restRequests = new WeakMap<object, FastifyRequest>();
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: REST_PREFIX,
    router: appRouter,
    createContext: async (opts: Parameters<typeof createContext>[0] & { req: FastifyRequest }) => {
      const ctx = await createContext(opts);
      restRequests.set(ctx, opts.req);
      return ctx;
    },
    onError,
    // A submission or a claim is answered 202 Accepted on the REST door (received, waiting for a
    // person), an invitation 201 Created, a member's listing change 202 only when it waits for
    // staff (contract/success-status.ts). The web app's tRPC client keeps tRPC's own 200.
    responseMeta: (meta: {
      ctx?: object | undefined;
      data?: readonly unknown[] | undefined;
      errors: readonly { cause?: unknown }[];
      paths?: readonly string[] | undefined;
    }) => {
      const ok = meta.errors.length === 0;
      const request = meta.ctx && restRequests.get(meta.ctx);
      if (request && ok && meta.paths?.every((path) => sharedReads.has(path)) && keepsLongEnough(meta.ctx as Context))
        request.sharedAnswer = true;
      const status = ok ? successStatusOf(meta.paths ?? [], meta.data ?? []) : undefined;
      // A paged list's X-Total-Count and Link (docs/decisions/033-rest-list-paging.md).
      const paging = ok && request ? listPageHeaders((meta.ctx as Context).listPage, request.originalUrl) : {};
      const answer = responseMeta(meta);
      // A private answer's Cache-Control is set over this one (http/http-cache.ts).
      const capped = ok && meta.ctx ? cappedCacheControl(meta.ctx as Context) : {};
      const headers = { ...answer.headers, ...paging, ...capped };
      return status ? { headers, status } : { headers };
    },
  });
}
