// What a first visit to each public page downloads as JavaScript, gzipped: the browser entry and
// every chunk it imports statically, plus the page's route chunk and its static imports — what
// the server links from the page (modulepreload) and the router loads before it hydrates. Read
// from Vite's manifest of the client build (apps/web/dist/client/.vite/manifest.json). CSS is
// reported apart and not counted.
//
// Fails if a public page is over its budget (the home page 150 KB, every other public page 160 KB:
// decision 005), if any admin chunk is among a public page's, or if markdown rendering code
// (react-markdown, remark, rehype, micromark) reaches a public page: content is rendered to HTML
// on the server.
//
// Run after `pnpm build`: pnpm bench bundle-size [--home-budget=150] [--budget=160]
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { webDist } from "./lib/paths.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const clientDist = join(webDist, "client");
const manifestPath = join(clientDist, ".vite/manifest.json");
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run pnpm build`);
const manifest: Manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const numberArg = (name: string, fallback: number) => {
  const arg = process.argv.find((candidate) => candidate.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : fallback;
};
const homeBudgetKb = numberArg("home-budget", 150);
const budgetKb = numberArg("budget", 160);

const gzipKb = (file: string) => gzipSync(readFileSync(join(clientDist, file)), { level: 9 }).length / 1024;

/** The manifest keys of a chunk and of everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entry = closure("src/entry-client.tsx");
const routeFiles: Record<string, string> = {
  "/": "src/routes/index.tsx",
  "/events": "src/routes/events.index.tsx",
  "/events/$id": "src/routes/events.$id.tsx",
  "/directory": "src/routes/directory.tsx",
  "/jobs": "src/routes/jobs.index.tsx",
  "/jobs/$id": "src/routes/jobs.$id.tsx",
  "/deals": "src/routes/deals.index.tsx",
  "/deals/$id": "src/routes/deals.$id.tsx",
  "/news": "src/routes/news.index.tsx",
  "/news/$id": "src/routes/news.$id.tsx",
  "/news/newsletters": "src/routes/news.newsletters.index.tsx",
  "/news/newsletters/$id": "src/routes/news.newsletters.$id.tsx",
  "/page/$slug": "src/routes/page.$slug.tsx",
  "/about": "src/routes/about.tsx",
  "/contact": "src/routes/contact.tsx",
  "/visitor": "src/routes/visitor.tsx",
  "/get-involved": "src/routes/get-involved.tsx",
  "/membership-benefits": "src/routes/membership-benefits.tsx",
  "/business-resources": "src/routes/business-resources.tsx",
  "/events/submit": "src/routes/events.submit.tsx",
  "/directory/join": "src/routes/directory_.join.tsx",
  "/directory/$slug": "src/routes/directory_.$slug.tsx",
  "/privacy": "src/routes/privacy.tsx",
};

const adminKeys = new Set(Object.keys(manifest).filter((key) => /src\/(routes\/admin|components\/admin\/)/.test(key)));
// Strings that survive minification in the markdown pipeline's code: react-markdown's options,
// remark-gfm's micromark extensions, rehype-sanitize's id prefix, rehype-raw's parser. The admin
// preview still renders markdown in the browser, so its chunks must hold them all: that proves
// the markers would catch the code if it leaked into a public page.
const markdownMarkers = ["remarkPlugins", "micromarkExtensions", "user-content-", "hast-util-raw"];
const markersIn = (keys: Iterable<string>) => {
  const code = [...keys].map((key) => readFileSync(join(clientDist, manifest[key]?.file ?? ""), "utf8")).join("\n");
  return markdownMarkers.filter((marker) => code.includes(marker));
};
const splitKeyOf = (file: string) => Object.keys(manifest).find((key) => key.startsWith(`${file}?tsr-split`));

let failed = false;
const kbOf = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]?.file ?? ""))].reduce((sum, file) => sum + gzipKb(file), 0);
const entryKb = kbOf(entry);
console.log(`browser entry and its static imports: ${entryKb.toFixed(1)} KB gzip (${entry.size} chunks)`);
console.log("");
console.log("page                   JS (gzip)   route's own   CSS (gzip)   budget");
for (const [route, file] of Object.entries(routeFiles)) {
  const splitKey = splitKeyOf(file);
  const own = splitKey ? closure(splitKey) : new Set<string>();
  const all = new Set([...entry, ...own]);
  const ownKb = kbOf([...own].filter((key) => !entry.has(key)));
  const css = [...new Set([...all].flatMap((key) => manifest[key]?.css ?? []))];
  const cssKb = css.reduce((sum, cssFile) => sum + gzipKb(cssFile), 0);
  const totalKb = entryKb + ownKb;
  const routeBudgetKb = route === "/" ? homeBudgetKb : budgetKb;
  const over = totalKb > routeBudgetKb;
  console.log(
    `${route.padEnd(21)}  ${totalKb.toFixed(2).padStart(7)} KB  ${ownKb.toFixed(2).padStart(8)} KB  ${cssKb.toFixed(1).padStart(7)} KB   ${routeBudgetKb} KB${over ? ` OVER by ${(totalKb - routeBudgetKb).toFixed(2)} KB` : ""}`,
  );
  if (!splitKey) {
    console.error(`  no route chunk found for ${route} (${file}): update the bench's list`);
    failed = true;
  }
  if (over) failed = true;
  const leaked = [...all].filter((key) => adminKeys.has(key));
  if (leaked.length) {
    console.error(`  admin code reaches ${route}: ${leaked.join(", ")}`);
    failed = true;
  }
  const markdown = markersIn(all);
  if (markdown.length) {
    console.error(`  markdown code reaches ${route} (${markdown.join(", ")})`);
    failed = true;
  }
}
const previewKey = splitKeyOf("src/routes/admin.pages.tsx");
const preview = markersIn(previewKey ? closure(previewKey) : []);
if (preview.length !== markdownMarkers.length) {
  console.error(`the admin preview's chunks lack the markdown markers: update them (found ${preview.join(", ")})`);
  failed = true;
}
console.log("");
console.log(`admin chunks (${adminKeys.size}) checked against every public page`);
console.log(`budgets: the home page ${homeBudgetKb} KB, every other public page ${budgetKb} KB`);
process.exit(failed ? 1 : 0);
