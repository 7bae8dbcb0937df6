// POST /api/newsletter/unsubscribe/{token}: the one-click unsubscribe every issue names in its
// List-Unsubscribe-Post header (RFC 8058). A mail provider posts `List-Unsubscribe=One-Click` as a
// web form (or multipart, or nothing at all), with no cookie and no Origin of ours, which the REST
// door (JSON only) would refuse with 415. So this one path takes any body, reads none of it, and
// calls the `newsletter.unsubscribe` procedure; the token of the link is the whole credential
// (docs/decisions/037-newsletter-double-opt-in.md). The site's own pages post their forms to
// /newsletter/unsubscribe/{token} instead, under the same-site rule of forms/form-posts.ts.
import { type ContextOptions, contextFactory, createCaller } from "@chamber/api";
import { TRPCError } from "@trpc/server";
import type { FastifyInstance } from "fastify";
import { answerProcedureError } from "../http/procedure-error.ts";

/** `List-Unsubscribe=One-Click`, or a multipart body holding it, is a few hundred bytes at most. */
const ONE_CLICK_BODY_LIMIT = 4 * 1024;

const ONE_CLICK_PATH = "/api/newsletter/unsubscribe/:token";

export async function oneClickUnsubscribe(app: FastifyInstance, options: ContextOptions) {
  const createContext = contextFactory(options);
  // Within this plugin only: any body but JSON (the server's own parser) is read and dropped.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post<{ Params: { token: string } }>(
    ONE_CLICK_PATH,
    { bodyLimit: ONE_CLICK_BODY_LIMIT },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const ctx = await createContext({ req: request, res: reply });
      try {
        return reply.send(await createCaller(ctx).newsletter.unsubscribe({ token: request.params.token }));
      } catch (error) {
        if (error instanceof TRPCError) {
          if (error.code === "INTERNAL_SERVER_ERROR")
            request.log.error({ err: error.cause ?? error }, "unsubscribe failed");
          return answerProcedureError(reply, error);
        }
        throw error;
      }
    },
  );
}
