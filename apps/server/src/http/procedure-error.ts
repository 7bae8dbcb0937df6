// A procedure's refusal answered by a route of our own beside the REST door (a multipart upload,
// the one-click unsubscribe), in the door's one error body, as trpc-to-openapi answers its own.
import { errorBody } from "@chamber/api";
import type { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply } from "fastify";
import { z } from "zod";

/** A refusal of the procedure in the REST door's one error body (with its `issues` for a bad option). */
export function answerProcedureError(reply: FastifyReply, error: TRPCError) {
  const status = getHTTPStatusCodeFromError(error);
  // As trpc-to-openapi answers on the other REST paths: a bad input's issues under one message.
  const issues = error.cause instanceof z.ZodError ? error.cause.issues : undefined;
  const code = (error.cause as { errorCode?: unknown } | undefined)?.errorCode;
  const message = issues ? "Input validation failed" : error.message;
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send(errorBody(status, message, typeof code === "string" ? code : undefined, issues));
}
