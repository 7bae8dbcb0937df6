// The API, mounted twice from one router: tRPC at /trpc for the web app, REST at /api for
// integrators (trpc-to-openapi), with the OpenAPI document describing the REST side.
import {
  acceptedProcedures,
  appRouter,
  type ContextOptions,
  contextFactory,
  type MailContext,
  openApiDocument,
  type ReadCache,
  rateLimitHeaders,
} from "@chamber/api";
import type { Database } from "@chamber/db";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";
import { REST_PREFIX, TRPC_PREFIX } from "./request-kind.ts";

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
}

/** The most calls one tRPC batch may carry; a longer batch is refused with 400. */
export const MAX_BATCH_SIZE = 10;

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

  await app.register(fastifyTRPCPlugin, {
    prefix: TRPC_PREFIX,
    trpcOptions: {
      router: appRouter,
      createContext,
      onError,
      responseMeta,
      maxBatchSize: MAX_BATCH_SIZE,
    } satisfies FastifyTRPCPluginOptions<typeof appRouter>["trpcOptions"],
  });
  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: REST_PREFIX,
    router: appRouter,
    createContext,
    onError,
    // A submission is answered 202 Accepted on the REST door: received, waiting for a person. (The
    // web app's tRPC client keeps tRPC's own 200.)
    responseMeta: (meta: { errors: readonly { cause?: unknown }[]; paths?: readonly string[] | undefined }) => {
      const accepted = meta.errors.length === 0 && meta.paths?.some((path) => acceptedProcedures.has(path));
      return accepted ? { ...responseMeta(meta), status: 202 } : responseMeta(meta);
    },
  });
}
