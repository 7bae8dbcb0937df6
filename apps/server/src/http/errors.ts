// One error body for every /api failure: `{ message, code, issues? }` (DESIGN §4), whether the
// error came from a procedure (trpc-to-openapi), from Fastify itself (bad JSON, too large, bad
// content type) or from a plugin (rate limit). 5xx bodies never carry internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const codeByStatus: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  501: "NOT_IMPLEMENTED",
  503: "SERVICE_UNAVAILABLE",
};

export const errorCode = (status: number) =>
  codeByStatus[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");

export interface ErrorBody {
  message: string;
  code: string;
  issues?: unknown[];
}

export const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

function sendError(reply: FastifyReply, status: number, message: string) {
  const body: ErrorBody = { message: status >= 500 ? "Internal server error" : message, code: errorCode(status) };
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** trpc-to-openapi 3.3 drops the closing quote of its 415 message: `Unsupported content-type "text/plain`. */
const tidyMessage = (message: string) => message.replace(/^(Unsupported content-type "[^"]*)$/, '$1"');

/** Reshapes a JSON error payload to exactly the public error fields. */
function normalizeErrorPayload(status: number, payload: string): string {
  try {
    const parsed = JSON.parse(payload) as Partial<ErrorBody> & { issues?: unknown };
    const body: ErrorBody = {
      message: status >= 500 ? "Internal server error" : tidyMessage(String(parsed.message ?? "Request failed")),
      code: typeof parsed.code === "string" ? parsed.code : errorCode(status),
    };
    if (Array.isArray(parsed.issues)) body.issues = parsed.issues;
    return JSON.stringify(body);
  } catch {
    return JSON.stringify({
      message: status >= 500 ? "Internal server error" : "Request failed",
      code: errorCode(status),
    });
  }
}

export const errorShapePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return sendError(reply, 400, "Body is not valid JSON");
    }
    return sendError(reply, status, error.message);
  });

  // Noted on arrival: trpc-to-openapi rewrites the URL to strip its prefix before Fastify has
  // cached request.originalUrl, so by onSend the /api prefix is gone.
  const apiRequests = new WeakSet<FastifyRequest>();
  app.addHook("onRequest", async (request) => {
    if (isApiPath(request.url)) apiRequests.add(request);
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || !apiRequests.has(request) || typeof payload !== "string") return payload;
    return normalizeErrorPayload(reply.statusCode, payload);
  });
});
