// Knip (`pnpm lint`): no file, export, type or dependency that nothing uses. Its plugins read each
// package's Vite, vitest, TypeScript and Prisma configuration for the entry files; this file names
// only what those cannot see.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { KnipConfig } from "knip";

type Manifest = { name?: string; dependencies?: Record<string, string> };

const manifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), "utf8"));

/** Each workspace package's folder by its name, from pnpm-workspace.yaml's `packages` globs. */
const workspaceDirs = new Map<string, string>();
const workspaceYaml = readFileSync(new URL("pnpm-workspace.yaml", import.meta.url), "utf8");
const workspaceGlobs = /^packages:\n((?:[ \t]+- .*\n)+)/m.exec(workspaceYaml)?.[1] ?? "";
for (const [, glob = ""] of workspaceGlobs.matchAll(/- (\S+)/g)) {
  const dirs = glob.endsWith("/*")
    ? readdirSync(new URL(glob.slice(0, -1), import.meta.url)).map((name) => `${glob.slice(0, -1)}${name}`)
    : [glob];
  for (const dir of dirs) {
    if (existsSync(new URL(`${dir}/package.json`, import.meta.url))) workspaceDirs.set(manifest(dir).name ?? dir, dir);
  }
}

/**
 * The packages from node_modules that the workspace packages compiled into `dir`'s bundles import.
 * A bundle built for Node (the server's programs, the benches, the web app's server-rendering
 * bundle) keeps every such package an import resolved from its own dist/, so the package that owns
 * the bundle lists them too (docs/decisions/008-one-build-for-every-node-program.md), though its
 * own source never imports them. Read from the bundled packages' manifests, so each package
 * stays the one owner of what it needs and a dependency they drop is reported here as well.
 */
function bundledRuntimeImports(dir: string): RegExp {
  const found = new Set<string>();
  const visit = (packageDir: string, seen: Set<string>) => {
    for (const name of Object.keys(manifest(packageDir).dependencies ?? {})) {
      const workspace = workspaceDirs.get(name);
      // A workspace package a bundled one depends on is listed too: the bundle-dependencies test
      // holds a bundling package's dependencies to the server's.
      if (packageDir !== dir) found.add(name);
      if (workspace && !seen.has(name)) {
        seen.add(name);
        visit(workspace, seen);
      }
    }
  };
  visit(dir, new Set());
  // One pattern rather than a name each: knip would hint "remove from ignoreDependencies" for every
  // name the package also imports itself.
  const names = [...found].map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  return new RegExp(`^(${names.join("|")})$`);
}

const config: KnipConfig = {
  // Programs on this machine or CI's, not packages.
  ignoreBinaries: ["redis-server", "wrk", "pg_dump", "pg_restore", "useradd"],
  // Read by path: `pnpm db:migration` diffs it against prisma/schema.prisma (packages/db/scripts).
  ignoreFiles: ["prisma/migrations/migrated.prisma"],
  workspaces: {
    ".": {
      // Spawned by scripts/test.mjs as a program of its own.
      entry: ["scripts/test-summary.mjs"],
    },
    "apps/web": {
      // The server-rendering build's entry, named on the command line (`vite build --ssr …`).
      entry: ["src/entry-server.tsx"],
      ignoreDependencies: [bundledRuntimeImports("apps/web")],
    },
    "apps/server": {
      ignoreDependencies: [
        bundledRuntimeImports("apps/server"),
        // Its pages are the web app's build (apps/web/dist), loaded by path at run time; listing the
        // package makes turbo build the web app before the server's tests.
        "@chamber/web",
      ],
    },
    "packages/db": {
      // Imported by the generated Prisma client (src/generated, git-ignored, so knip never reads it).
      ignoreDependencies: ["@prisma/client"],
    },
    bench: {
      ignoreDependencies: [bundledRuntimeImports("bench")],
    },
  },
};

export default config;
