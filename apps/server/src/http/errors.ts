// Every error the server sends, in the one body of the REST door (docs/architecture.md §4,
// `errorBody` in @chamber/api): from a procedure (trpc-to-openapi), from Fastify itself (bad JSON,
// too large, bad content type), from a plugin that refuses a request, from a route that finds
// nothing, and from the two handlers that answer before any hook runs (an undecodable URL, a
// request Node cannot parse). 5xx bodies never carry internals.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { type ErrorBody, errorBody, errorCode } from "@chamber/api";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { securityHeaders, setSecurityHeaders } from "./security.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** Answers `status` with the standard error body. */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).type(JSON_TYPE).send(errorBody(status, message));
}

/** trpc-to-openapi 3.3 drops the closing quote of its 415 message: `Unsupported content-type "text/plain`. */
const tidyMessage = (message: string) => message.replace(/^(Unsupported content-type "[^"]*)$/, '$1"');

/**
 * trpc-to-openapi writes its own error JSON (tRPC's error shape spread into it, `data` and all)
 * and sends it as text, so the REST door's errors are read back here and kept to the public fields.
 */
function restErrorPayload(status: number, payload: string): string {
  try {
    const sent = JSON.parse(payload) as Partial<ErrorBody> & { issues?: unknown; data?: { errorCode?: unknown } };
    // A procedure's own code (CodedError in @chamber/api, e.g. SPAM_CHECK) wins over the status's.
    const code = typeof sent.data?.errorCode === "string" ? sent.data.errorCode : sent.code;
    return JSON.stringify(
      errorBody(
        status,
        tidyMessage(String(sent.message ?? "Request failed")),
        typeof code === "string" ? code : undefined,
        Array.isArray(sent.issues) ? sent.issues : undefined,
      ),
    );
  } catch {
    return JSON.stringify(errorBody(status, "Request failed"));
  }
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, "request failed");
      if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
        return sendError(reply, 400, "Body is not valid JSON");
      }
      return sendError(reply, status, error.message);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      if (reply.statusCode < 400 || request.kind !== "rest" || typeof payload !== "string") return payload;
      return restErrorPayload(reply.statusCode, payload);
    });
  },
  { name: "errors", dependencies: ["request-kind"] },
);

/** Fastify's frameworkErrors handler: bad URL encodings and the like, in the standard shape. */
export function frameworkError(error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  setSecurityHeaders(reply.raw);
  reply.header("cache-control", "private, no-store");
  return sendError(reply, status, "The URL is not valid");
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse (or that timed out) is answered on
 * the raw socket, as Fastify does, but in the standard shape and with the security headers.
 */
export function clientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify({ message: STATUS_CODES[status] ?? "Bad Request", code: errorCode(status) });
  const headers = Object.entries({
    ...securityHeaders,
    "cache-control": "private, no-store",
    "content-type": JSON_TYPE,
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("")}\r\n${body}`);
  socket.destroy(error);
}
