// The API, mounted twice from one router: tRPC at /trpc for the web app, REST at /api for
// integrators (trpc-to-openapi), with the OpenAPI document describing the REST side.
import { appRouter, contextFactory, openApiDocument, type ReadCache } from "@chamber/api";
import type { Database } from "@chamber/db";
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import { fastifyTRPCOpenApiPlugin } from "trpc-to-openapi";

export interface ApiOptions {
  db: Database;
  cache: ReadCache;
  publicUrl: string;
  now?: (() => Date) | undefined;
}

export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  const createContext = contextFactory({ db: options.db, cache: options.cache, now: options.now });
  const onError = ({ error, path }: { error: { code: string; message: string; cause?: unknown }; path?: string }) => {
    if (error.code === "INTERNAL_SERVER_ERROR") app.log.error({ err: error.cause ?? error, path }, "procedure failed");
  };

  const document = openApiDocument(`${options.publicUrl}/api`);
  app.get("/api/openapi.json", async () => document);

  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: { router: appRouter, createContext, onError } satisfies FastifyTRPCPluginOptions<
      typeof appRouter
    >["trpcOptions"],
  });
  await app.register(fastifyTRPCOpenApiPlugin, { basePath: "/api", router: appRouter, createContext, onError });
}
