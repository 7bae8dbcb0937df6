// br/gzip for text answers (JSON, HTML, JS, CSS, SVG) above a small threshold: below ~1 KiB the
// encoding overhead and the CPU outweigh the bytes saved. Brotli runs at quality 4 (the plugin's
// recommendation for on-the-fly compression; 11 costs ~10× the CPU for a few % fewer bytes).
// Register before the routes: @fastify/compress attaches itself to routes as they are added.
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const COMPRESSION_THRESHOLD = 1024;

/** Content types worth compressing; images other than SVG and fonts are compressed already. */
export const compressibleTypes =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|ecmascript|xml|manifest\+json)|image\/svg\+xml)|\+json(?:;|$)/i;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    customTypes: compressibleTypes,
  });
});
