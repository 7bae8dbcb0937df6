// br/gzip for text answers (JSON, HTML, JS, CSS, SVG) above a small threshold: below ~1 KiB the
// encoding overhead and the CPU outweigh the bytes saved. Brotli runs at quality 4 (the plugin's
// recommendation for on-the-fly compression; 11 costs ~10× the CPU for a few % fewer bytes).
// Register before the routes: @fastify/compress attaches itself to routes as they are added.
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const COMPRESSION_THRESHOLD = 1024;

/** Content types worth compressing; images other than SVG and fonts are compressed already. */
const compressibleTypes =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|ecmascript|xml|manifest\+json)|image\/svg\+xml)|\+json(?:;|$)/i;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    customTypes: compressibleTypes,
  });
  // Fastify makes each GET route's HEAD twin with its own "measure the body, then drop it" step
  // last among the hooks it knows of, and @fastify/compress adds its own after that: a HEAD would
  // state the plain body's length beside a GET's compressed one. Moved behind compression, the
  // step measures what the GET sends (RFC 9110 §9.3.2).
  app.addHook("onRoute", (route) => {
    if (route.method !== "HEAD" || !Array.isArray(route.onSend)) return;
    const measure = route.onSend.find((hook) => hook.name === "headRouteOnSendHandler");
    if (measure) route.onSend = [...route.onSend.filter((hook) => hook !== measure), measure];
  });
});
