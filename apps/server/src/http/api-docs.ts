// /api/docs: the interactive API reference (Scalar) over /api/openapi.json, entirely from our own
// origin. The page loads Scalar's standalone bundle and a small start script, both same-origin
// files, and passes the configuration in a data attribute: no inline script, no CDN, no fonts or
// telemetry from elsewhere, so the strict CSP (script-src 'self') holds.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { escapeMarkup } from "../markup.ts";
import { weakEtag } from "./response-cache.ts";

const require = createRequire(import.meta.url);

/** Scalar's self-contained browser build (UMD, defines `window.Scalar`). */
const scalarBundlePath = () => join(dirname(require.resolve("@scalar/api-reference")), "browser", "standalone.js");

const scalarConfiguration = {
  url: "/api/openapi.json",
  // Try-it requests go straight to this origin: never through Scalar's hosted proxy (which an
  // unset proxyUrl means), and to /api here whatever PUBLIC_URL the document names.
  proxyUrl: "",
  servers: [{ url: "/api", description: "This server" }],
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
  hideDarkModeToggle: false,
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  authentication: { preferredSecurityScheme: "Authorization" },
};

const startScript = `// Starts the API reference; the configuration is the element's data-configuration attribute.
const element = document.getElementById("api-reference");
window.Scalar.createApiReference(element, JSON.parse(element.dataset.configuration));
`;

function docsPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeMarkup(title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="api-reference" data-configuration="${escapeMarkup(JSON.stringify(scalarConfiguration))}"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;
}

export async function apiDocsRoutes(app: FastifyInstance) {
  let bundle: Promise<{ body: Buffer; etag: string }> | undefined;
  const javascript = "text/javascript; charset=utf-8";

  app.get("/api/docs", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(docsPage("Chamber API reference")),
  );
  app.get("/api/docs/start.js", async (_request, reply) =>
    reply.type(javascript).header("Cache-Control", "no-cache").send(startScript),
  );
  app.get("/api/docs/scalar.js", async (_request, reply) => {
    bundle ??= readFile(scalarBundlePath()).then((body) => ({ body, etag: weakEtag(body) }));
    const { body, etag } = await bundle;
    return reply.type(javascript).header("Cache-Control", "public, max-age=86400").header("etag", etag).send(body);
  });
}
