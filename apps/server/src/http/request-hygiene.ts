// Requests refused before any procedure runs (found by bench/fuzz; each was a 500 before):
// - a URL carrying NUL (%00): PostgreSQL text cannot hold it, so a search or a slug with one
//   failed in the database;
// - a tRPC body that is not JSON: the tRPC adapter would read multipart and binary bodies as
//   inputs no procedure takes, and a malformed multipart body failed inside it as a 500 (415);
// - JSON that the tRPC door reads itself — its GET `input` query, and its bodies (the tRPC plugin
//   installs its own JSON parser, which hands over the raw text) — checked as json-body.ts checks
//   every other body: too deep, or holding NUL or a lone surrogate;
// - a header value with characters beyond ISO-8859-1: the tRPC adapters copy headers into a
//   Fetch `Headers`, which throws on them (only an in-process caller can send such a header; a
//   socket delivers bytes);
// - a URL Fastify cannot decode (%ZZ), and a request Node cannot parse: answered here in the
//   standard error shape, where Fastify's own answers have their own, and with the security
//   headers, which the hooks never got to set (see buildApp's frameworkErrors and clientError).
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorCode } from "./error-shape.ts";
import { refusedJson } from "./json-body.ts";
import { securityHeaders, setSecurityHeaders } from "./security.ts";

const nulInUrl = (url: string) => url.includes("\0") || /%00/.test(url);
/** Any UTF-16 code unit above 0xFF. */
const beyondLatin1 = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return true;
  return false;
};

const trpcQueryInput = (query: unknown) => {
  const input = (query as { input?: unknown } | undefined)?.input;
  return typeof input === "string" ? input : undefined;
};

export function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send({ message, code: errorCode(status) });
}

/** A tRPC call that carries a body in anything but JSON (the only kind its procedures take). */
const nonJsonTrpcBody = (request: FastifyRequest) => {
  const type = request.headers["content-type"];
  return type !== undefined && !/^application\/json\s*(;|$)/i.test(type) && request.method !== "GET";
};

/** Fastify's frameworkErrors handler: bad URL encodings and the like, in the standard shape. */
export function frameworkError(error: Error & { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  setSecurityHeaders(reply.raw);
  return reply
    .status(status)
    .header("cache-control", "private, no-store")
    .type("application/json; charset=utf-8")
    .send({ message: "The URL is not valid", code: errorCode(status) });
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
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    connection: "close",
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join("")}\r\n${body}`);
  socket.destroy(error);
}

export const requestHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (nulInUrl(request.url)) return refuse(reply, "The URL must not contain NUL characters");
    const trpc = request.url.startsWith("/trpc/");
    if (trpc && nonJsonTrpcBody(request)) return refuse(reply, "tRPC bodies must be application/json", 415);
    const input = trpc ? trpcQueryInput(request.query) : undefined;
    const refusedInput = input === undefined ? undefined : refusedJson(input);
    if (refusedInput) return refuse(reply, refusedInput);
    for (const value of Object.values(request.headers)) {
      const text = Array.isArray(value) ? value.join(",") : value;
      if (text && beyondLatin1(text)) return refuse(reply, "Header values must be ISO-8859-1 text");
    }
  });

  // A body still a string once parsed is JSON text a handler reads itself (the tRPC door).
  app.addHook("preValidation", async (request, reply) => {
    const refused = typeof request.body === "string" ? refusedJson(request.body) : undefined;
    if (refused) return refuse(reply, refused);
  });
});
