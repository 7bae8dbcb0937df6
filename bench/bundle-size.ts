// The public pages' initial JavaScript, gzipped (issue 3: the home page under 200 KB).
//
// Counts what a first visit downloads before the page can draw: the entry script named in
// apps/web/dist/index.html, every chunk it imports statically (modulepreload links and `import`
// statements, followed recursively), and — read from Vite's manifest — the route's own
// lazily-split chunk and its static imports, which the router fetches at once. Reported for /,
// a content page and a news article; CSS is reported apart and not counted. Fails if the home page
// is over budget, if any chunk of the admin dashboard is among the home page's, or if markdown
// rendering code (react-markdown, remark, rehype, micromark) reaches a public page: the server
// renders content to HTML (docs/decisions/011-markdown-rendered-on-the-server.md).
//
// Run after `pnpm build`: pnpm bench bundle-size [--budget=200]
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDist } from "./lib/paths.ts";

const dist = `${webDist}/`;
const budgetArg = process.argv.find((arg) => arg.startsWith("--budget="));
const budgetKb = budgetArg ? Number(budgetArg.split("=")[1]) : 200;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const html = readFileSync(join(dist, "index.html"), "utf8");
const readAsset = (file: string) => readFileSync(join(dist, file.replace(/^\//, "")));
const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The entry script and modulepreload links in index.html, as dist-relative paths. */
function htmlScripts(): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(match[1] as string);
  return [...files].map((file) => file.replace(/^\//, ""));
}

/** Static `import … from "./x.js"` / `import "./x.js"` targets of a chunk (not `import()`). */
function staticImportsOf(file: string): string[] {
  const code = readAsset(file).toString("utf8");
  const dir = file.slice(0, file.lastIndexOf("/") + 1);
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w${}\s,*]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(new URL(match[1] as string, `file:///${dir}`).pathname.slice(1));
  }
  for (const match of code.matchAll(/(?:^|[;\n}])\s*export\s*[\w${}\s,*]+from\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.add(new URL(match[1] as string, `file:///${dir}`).pathname.slice(1));
  }
  return [...found];
}

function closure(start: string[], more: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...more(file));
  }
  return seen;
}

const initial = closure(htmlScripts(), staticImportsOf);

// The routes' split components, from the manifest when the build wrote one.
const manifestPath = join(dist, ".vite/manifest.json");
const manifest: Manifest | null = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;
if (!manifest) console.warn("no dist/.vite/manifest.json: counting the entry graph only");

/** A route file's split chunks and their static imports, minus the entry graph. */
function routeChunks(routeFile: string): Set<string> {
  const files = new Set<string>();
  if (!manifest) return files;
  const staticClosure = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk) return [];
    return [chunk.file, ...(chunk.imports ?? []).flatMap(staticClosure)];
  };
  for (const key of Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}?tsr-split`)))
    for (const file of staticClosure(key)) if (!initial.has(file)) files.add(file);
  return files;
}

const homeRoute = routeChunks("index.tsx");

const rows = [...initial].map((file) => ({ file, part: "entry", kb: gzipKb(readAsset(file)) }));
rows.push(...[...homeRoute].map((file) => ({ file, part: "home route", kb: gzipKb(readAsset(file)) })));
rows.sort((a, b) => b.kb - a.kb);

const cssFiles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
  (match) => match[1] as string,
);
const cssKb = cssFiles.reduce((sum, file) => sum + gzipKb(readAsset(file)), 0);

const entryKb = rows.filter((row) => row.part === "entry").reduce((sum, row) => sum + row.kb, 0);
const totalKb = rows.reduce((sum, row) => sum + row.kb, 0);

for (const row of rows) console.log(`${row.kb.toFixed(1).padStart(8)} KB  ${row.part.padEnd(10)}  ${row.file}`);
console.log("");
console.log(`entry graph (index.html + static imports): ${entryKb.toFixed(1)} KB gzip`);
console.log(`home page initial JavaScript:              ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`);
console.log(`CSS (not counted):                         ${cssKb.toFixed(1)} KB gzip`);

/** Public pages besides the home page, by the route file that draws them. */
const publicRoutes = [
  { url: "/page/about-ojai-valley", file: "page.$slug.tsx" },
  { url: "/news/1", file: "news.$id.tsx" },
];
const sumKb = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(readAsset(file)), 0);
for (const route of publicRoutes) {
  const kb = entryKb + sumKb(routeChunks(route.file));
  console.log(`${`${route.url} initial JavaScript:`.padEnd(42)} ${kb.toFixed(1)} KB gzip`);
}

let failed = false;

// Strings that survive minification in the markdown pipeline's code: react-markdown's options,
// remark-gfm's micromark extensions, rehype-sanitize's id prefix, rehype-raw's parser. The admin
// preview still renders markdown in the browser, so its chunks must hold them all: that proves
// the markers would catch the code if it leaked into a public page.
const markdownMarkers = ["remarkPlugins", "micromarkExtensions", "user-content-", "hast-util-raw"];
if (manifest) {
  const markersIn = (files: Iterable<string>) => {
    const code = [...files].map((file) => readAsset(file).toString("utf8")).join("\n");
    return markdownMarkers.filter((marker) => code.includes(marker));
  };
  const adminPreview = markersIn(routeChunks("admin.pages.tsx"));
  if (adminPreview.length !== markdownMarkers.length) {
    const missing = markdownMarkers.filter((marker) => !adminPreview.includes(marker));
    console.error(`the admin preview's chunks lack the markdown markers ${missing.join(", ")}: update them`);
    failed = true;
  }
  for (const route of [{ url: "/", file: "index.tsx" }, ...publicRoutes]) {
    const found = markersIn([...initial, ...routeChunks(route.file)]);
    if (found.length) {
      console.error(`markdown code reaches ${route.url}: ${found.join(", ")}`);
      failed = true;
    }
  }
  if (!failed) console.log("no markdown rendering code on a public page (the admin preview has it)");
}
if (manifest) {
  const adminFiles = new Set(
    Object.entries(manifest)
      .filter(([key]) => /src\/(routes\/admin|components\/admin\/)/.test(key))
      .map(([, chunk]) => chunk.file),
  );
  const leaked = rows.filter((row) => adminFiles.has(row.file));
  if (leaked.length) {
    console.error(`admin code is in the home page's initial JavaScript: ${leaked.map((row) => row.file).join(", ")}`);
    failed = true;
  } else {
    console.log(`admin chunks (${adminFiles.size}) are not part of it`);
  }
}
if (totalKb > budgetKb) {
  console.error(`over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);
  failed = true;
}
process.exit(failed ? 1 : 0);
