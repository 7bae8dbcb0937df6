// JSON bodies as integrators actually send them. Many HTTP clients put
// `Content-Type: application/json` on every call, body or not; Fastify refuses an empty body with
// that header, so an empty body is read as no body. A body-less POST without any content type
// (POST /api/auth/logout from curl) is treated the same way. Fastify's own parser, which guards
// against prototype poisoning, handles everything else, after two checks found by bench/fuzz:
// - nesting deeper than MAX_JSON_DEPTH is refused (400): no input of ours is deeper than a few
//   levels, and the tRPC adapter re-serializes bodies recursively (5,000 nested arrays overflowed
//   the stack into a 500);
// - a string holding U+0000 or a lone surrogate (an escaped "\ud800" with no pair) is refused
//   (400): PostgreSQL text cannot store either, so it would otherwise fail in the database as a 500.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const MAX_JSON_DEPTH = 64;

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/** True when brackets outside strings nest deeper than `limit`. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** With the u flag a paired surrogate reads as one code point, so \p{Cs} finds only lone ones. */
const loneSurrogate = /\p{Cs}/u;
const isStorableText = (text: string) => !text.includes("\0") && !loneSurrogate.test(text);

/** True when any string (or key) in a parsed JSON value holds U+0000 or a lone surrogate. */
function containsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) return value.some(containsUnstorableText);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => !isStorableText(key) || containsUnstorableText(item));
  }
  return false;
}

/** JSON can carry NUL and surrogates only escaped: a cheap test on the text spares the walk. */
const mayHoldUnstorableText = /\\u(?:0000|d[89a-f])/i;

const TOO_DEEP = `JSON nests deeper than ${MAX_JSON_DEPTH} levels`;
const UNSTORABLE_TEXT = "Text must not contain NUL characters or unpaired surrogates";

/** True when the parsed `value` of JSON `text` holds text PostgreSQL cannot store. */
const holdsUnstorableText = (text: string, value: unknown) =>
  mayHoldUnstorableText.test(text) && containsUnstorableText(value);

/**
 * Why a JSON text that reaches a handler unparsed (the tRPC door) must be refused with 400, or
 * undefined; the same checks as this plugin's parser. Text that is not JSON passes, for its own
 * parser to refuse.
 */
export function refusedJson(text: string): string | undefined {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return TOO_DEEP;
  if (!mayHoldUnstorableText.test(text)) return undefined;
  try {
    return holdsUnstorableText(text, JSON.parse(text)) ? UNSTORABLE_TEXT : undefined;
  } catch {
    return undefined;
  }
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && holdsUnstorableText(text, value)) {
        done(badRequest(UNSTORABLE_TEXT), undefined);
        return;
      }
      done(error, value);
    });
  });

  app.addHook("onRequest", async (request) => {
    const hasBody =
      Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"] !== undefined;
    if (!hasBody && !request.headers["content-type"] && ["POST", "PUT", "PATCH"].includes(request.method)) {
      request.headers["content-type"] = "application/json";
    }
  });
});
