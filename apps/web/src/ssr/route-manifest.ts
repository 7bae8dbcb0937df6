// What the server writes into a page for the routes it renders: for every matched route, the CSS
// its code needs (so the first paint is styled and nothing shifts when the JavaScript arrives) and
// modulepreload links for its chunks (so they download in parallel with the entry instead of after
// it); for the root, the entry script itself. Read from Vite's build manifest of the client build:
// the router plugin splits every route file into `src/routes/<file>.tsx?tsr-split=component`.
import type { Manifest } from "@tanstack/react-router";

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) this module reads. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

export const CLIENT_ENTRY = "src/entry-client.tsx";

/**
 * The route id of a flat route file, by TanStack Router's file naming: dots are path separators,
 * a last segment `index` is the route's own index ("/events/"), `__root` is the root.
 */
export function routeIdOfFile(file: string): string | undefined {
  const name = /(?:^|\/)src\/routes\/([^?]+)\.tsx(?:\?.*)?$/.exec(file)?.[1];
  if (!name) return undefined;
  if (name === "__root") return "__root__";
  const segments = name.split(".");
  if (segments.at(-1) === "index") segments[segments.length - 1] = "";
  return `/${segments.join("/")}`;
}

/** A chunk and every chunk it imports statically, each once, the chunk first. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk, ...(chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen))];
}

const unique = (values: string[]) => [...new Set(values)];

/** An inline module that imports `src` once the next frame has been painted. */
export const afterFirstPaint = (src: string) =>
  `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`;
const url = (base: string, file: string) => `${base}${file}`;

export function routerManifest(vite: ViteManifest, base = "/"): Manifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build manifest has no ${CLIENT_ENTRY}`);
  const entryChunks = staticClosure(vite, CLIENT_ENTRY);
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const routes: Manifest["routes"] = {
    __root__: {
      // Every chunk downloads at once (at low priority, never blocking the first paint)...
      preloads: entryChunks.map((chunk) => url(base, chunk.file)),
      css: unique(entryChunks.flatMap((chunk) => chunk.css ?? [])).map((file) => url(base, file)),
      // ...but runs only after the browser has painted the page the server sent: the content is
      // on screen before any script takes the main thread to hydrate it.
      scripts: [{ attrs: { type: "module" }, children: afterFirstPaint(url(base, entry.file)) }],
    },
  };
  for (const key of Object.keys(vite)) {
    if (!key.includes("?tsr-split=")) continue;
    const routeId = routeIdOfFile(key);
    if (!routeId) continue;
    const chunks = staticClosure(vite, key).filter((chunk) => !entryFiles.has(chunk.file));
    const existing = routes[routeId] ?? {};
    routes[routeId] = {
      preloads: unique([...(existing.preloads ?? []).map(String), ...chunks.map((chunk) => url(base, chunk.file))]),
      css: unique([
        ...(existing.css ?? []).map(String),
        ...chunks.flatMap((chunk) => chunk.css ?? []).map((file) => url(base, file)),
      ]),
    };
  }
  return { routes };
}
