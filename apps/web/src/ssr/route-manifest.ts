// What the server writes into a page for the routes it renders: for every matched route, the CSS
// its code needs (so the first paint is styled and nothing shifts when the JavaScript arrives) and
// modulepreload links for its chunks (so they download in parallel with the entry instead of after
// it); for the root, the entry script itself. Read from Vite's build manifest of the client build:
// the router plugin splits every route file into `src/routes/<file>.tsx?tsr-split=component`.
import type { Manifest } from "@tanstack/react-router";

/** The fields of Vite's build manifest (dist/client/.vite/manifest.json) this module reads. */
interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

const CLIENT_ENTRY = "src/entry-client.tsx";

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

/**
 * A chunk and every chunk it imports statically, each once, imports before importers: the order
 * their CSS must come in, so a component's own rules follow the shared ones they build on.
 */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): ViteManifestChunk[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((next) => staticClosure(manifest, next, seen)), chunk];
}

const unique = (values: string[]) => [...new Set(values)];

const url = (base: string, file: string) => `${base}${file}`;

/**
 * An inline module that, once the browser has painted the page the server sent, starts the
 * downloads of `preload` (modulepreload links) and then imports `entry`, if given. Nothing is
 * fetched or run before the first paint, so no script competes with the content for the network
 * or the main thread while it is being drawn.
 */
export function afterFirstPaint(preload: string[], entry?: string): string {
  const links = `for(const h of ${JSON.stringify(preload)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`;
  const run = entry ? `import(${JSON.stringify(entry)})` : "";
  return `requestAnimationFrame(()=>setTimeout(()=>{${links}${run}}))`;
}

export function routerManifest(vite: ViteManifest, base = "/"): Manifest {
  const entry = vite[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build manifest has no ${CLIENT_ENTRY}`);
  const entryChunks = staticClosure(vite, CLIENT_ENTRY);
  const entryFiles = new Set(entryChunks.map((chunk) => chunk.file));
  const routes: Manifest["routes"] = {
    __root__: {
      css: unique(entryChunks.flatMap((chunk) => chunk.css ?? [])).map((file) => url(base, file)),
      scripts: [
        {
          attrs: { type: "module" },
          children: afterFirstPaint(
            entryChunks.filter((chunk) => chunk !== entry).map((chunk) => url(base, chunk.file)),
            url(base, entry.file),
          ),
        },
      ],
    },
  };
  // A route file splits into several chunks (component, not-found component...): one entry each.
  const byRoute = new Map<string, { chunks: Set<string>; css: Set<string> }>();
  for (const key of Object.keys(vite)) {
    if (!key.includes("?tsr-split=")) continue;
    const routeId = routeIdOfFile(key);
    if (!routeId) continue;
    const assets = byRoute.get(routeId) ?? { chunks: new Set<string>(), css: new Set<string>() };
    byRoute.set(routeId, assets);
    for (const chunk of staticClosure(vite, key)) {
      if (!entryFiles.has(chunk.file)) assets.chunks.add(url(base, chunk.file));
      for (const file of chunk.css ?? []) assets.css.add(url(base, file));
    }
  }
  for (const [routeId, assets] of byRoute) {
    routes[routeId] = {
      // Its CSS is linked in the head (the page is styled at first paint); its code is fetched
      // after the first paint, in parallel with the entry.
      css: [...assets.css],
      scripts: [{ attrs: { type: "module" }, children: afterFirstPaint([...assets.chunks]) }],
    };
  }
  return { routes };
}
