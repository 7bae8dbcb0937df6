// An answer given before the request's body was read — the 413 for a body over the limit, which
// Fastify answers from the declared length or as soon as the limit is passed, or any refusal made
// before parsing — waits for the rest of the body, reading and discarding it. Closing a socket
// with bytes still unread makes the kernel reset the connection, and a client that sends its whole
// body before reading (Python's urllib, most HTTP libraries) then sees "Broken pipe" instead of
// the answer. The wait is bounded so that no client can hold a socket with it: at most
// DRAIN_BYTES more are read, for at most DRAIN_MS; past either (or when the declared length is
// already past), the answer goes at once and the connection closes, and only a client reading
// while it sends reads it.
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Sixteen times the body limit: more than any honest mistake, little to read and throw away. */
export const DRAIN_BYTES = 16 * 1024 * 1024;
/** Enough for DRAIN_BYTES on a slow line; well under the 30 s a request may take to arrive. */
const DRAIN_MS = 10_000;

/** Reads and drops the rest of `request`'s body; true when it ended within the bounds. */
function discardRest(request: IncomingMessage): Promise<boolean> {
  const declared = Number(request.headers["content-length"]);
  if (declared > DRAIN_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      request.off("data", count).off("end", ended).off("error", failed);
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_BYTES) done(false);
    };
    const ended = () => done(true);
    const failed = () => done(false);
    const timer = setTimeout(() => done(false), DRAIN_MS);
    request.on("data", count).on("end", ended).on("error", failed).resume();
  });
}

export const unreadBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      // `complete`: the parser has seen the whole message, read or not; `readableEnded`: the body
      // was read to its end (the only sign a request made by app.inject gives).
      const { complete, readableEnded, destroyed, headers } = request.raw;
      const hasBody = Number(headers["content-length"]) > 0 || headers["transfer-encoding"] !== undefined;
      if (!hasBody || complete || readableEnded || destroyed) return payload;
      if (!(await discardRest(request.raw))) reply.header("connection", "close");
      return payload;
    });
  },
  { name: "unread-body" },
);
