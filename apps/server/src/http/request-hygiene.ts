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
//   headers, which the hooks never got to set (errors.ts: frameworkError and clientError).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { sendError } from "./errors.ts";
import { refusedJson } from "./json-body.ts";

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

/** A tRPC call that carries a body in anything but JSON (the only kind its procedures take). */
const nonJsonTrpcBody = (request: FastifyRequest) => {
  const type = request.headers["content-type"];
  return type !== undefined && !/^application\/json\s*(;|$)/i.test(type) && request.method !== "GET";
};

export const requestHygienePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request, reply) => {
    if (nulInUrl(request.url)) return sendError(reply, 400, "The URL must not contain NUL characters");
    const trpc = request.kind === "trpc";
    if (trpc && nonJsonTrpcBody(request)) return sendError(reply, 415, "tRPC bodies must be application/json");
    const input = trpc ? trpcQueryInput(request.query) : undefined;
    const refusedInput = input === undefined ? undefined : refusedJson(input);
    if (refusedInput) return sendError(reply, 400, refusedInput);
    for (const value of Object.values(request.headers)) {
      const text = Array.isArray(value) ? value.join(",") : value;
      if (text && beyondLatin1(text)) return sendError(reply, 400, "Header values must be ISO-8859-1 text");
    }
  });

  // A body still a string once parsed is JSON text a handler reads itself (the tRPC door).
  app.addHook("preValidation", async (request, reply) => {
    const refused = typeof request.body === "string" ? refusedJson(request.body) : undefined;
    if (refused) return sendError(reply, 400, refused);
  });
});
