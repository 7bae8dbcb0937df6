// The home page's initial JavaScript, gzipped (issue 3: under 200 KB).
//
// Counts what a first visit to / downloads before the page can draw: the entry script named in
// apps/web/dist/index.html, every chunk it imports statically (modulepreload links and `import`
// statements, followed recursively), and — read from Vite's manifest — the home route's own
// lazily-split chunk and its static imports, which the router fetches at once for "/". CSS is
// reported apart and not counted. Fails if the total is over budget or if any chunk of the admin
// dashboard is among them.
//
// Run after `pnpm --filter @chamber/web build`: node bench/bundle-size.ts [--budget=200]
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

// The home route's split component, from the manifest when the build wrote one.
const manifestPath = join(dist, ".vite/manifest.json");
const manifest: Manifest | null = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;
const homeRoute = new Set<string>();
if (manifest) {
  const byKey = (key: string) => manifest[key];
  const homeKeys = Object.keys(manifest).filter((key) => /src\/routes\/index\.tsx\?tsr-split/.test(key));
  const staticClosure = (key: string): string[] => {
    const chunk = byKey(key);
    if (!chunk) return [];
    return [chunk.file, ...(chunk.imports ?? []).flatMap(staticClosure)];
  };
  for (const key of homeKeys) for (const file of staticClosure(key)) if (!initial.has(file)) homeRoute.add(file);
} else {
  console.warn("no dist/.vite/manifest.json: counting the entry graph only");
}

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

let failed = false;
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
