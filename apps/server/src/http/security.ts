// Security headers for every response (docs/architecture.md §4): a strict CSP that
// the built app satisfies with no inline script, no framing, no MIME sniffing, a tight referrer,
// and a Permissions-Policy that denies the powerful browser features the site never uses (a
// script that got in anyway cannot reach the camera, the microphone or the visitor's location).
//
// The headers are the same on every answer, so they are computed once from helmet and set in the
// first hook; answers Fastify gives before any hook runs (an undecodable URL, a malformed request)
// set them through `securityHeaders` too (see request-hygiene.ts). A served script, stylesheet,
// font or image then sheds those only a document reads (`leaveSubresourceHeaders`).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

const helmetOptions: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets element styles at run time; no stylesheet comes from elsewhere.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: a photo chosen for a public submission is previewed from the visitor's own file.
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Matches frame-ancestors 'none' for browsers that only know X-Frame-Options.
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/** Features denied to every origin; fullscreen stays for the site's own pages. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** The headers helmet would set, read once from a response that only records them. */
function collectHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { ...headers, "permissions-policy": PERMISSIONS_POLICY };
}

export const securityHeaders: Readonly<Record<string, string>> = Object.freeze(collectHeaders());

/**
 * What only a document (or a worker) reads: a script, a stylesheet, a font or a raster image
 * loaded by a page is governed by that page's policy, never its own. Over HTTP/1.1 these ~1.1 KB
 * travel uncompressed on each of a page's ~50 chunks: ~58 KB of the home page's first load.
 * An SVG keeps them all: opened on its own it is a document that can run script.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-frame-options",
  "x-xss-protection",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
] as const;

const SUBRESOURCE_FILE = /\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|ico|map)$/i;

/** Drops the document-only headers from the answer for a served file that no browser renders as a document. */
export function leaveSubresourceHeaders(response: ServerResponse, filePath: string) {
  if (!SUBRESOURCE_FILE.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
}

export function setSecurityHeaders(response: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", (_request, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });
});
