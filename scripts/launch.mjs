// Plain JavaScript: it runs before anything is built, on any supported Node.
//
// `pnpm start`, `pnpm admin`, `pnpm db:*` and `pnpm bench` come through here: check the Node
// version, build when a source file is newer than the last build (a fresh clone, a pull, an edit),
// then run the built program in this same process. Node only ever runs JavaScript from dist/.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import module from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Chamber needs Node.js 20.19 or newer; this is Node.js ${process.versions.node}. Install a current LTS from https://nodejs.org.`,
  );
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const programs = {
  start: "apps/server/dist/main.js",
  admin: "apps/server/dist/admin.js",
  "db-migrate": "apps/server/dist/db-migrate.js",
  "db-seed": "apps/server/dist/db-seed.js",
  "db-migration": "apps/server/dist/db-migration.js",
  bench: "bench/dist/run.js",
};
const [name, ...args] = process.argv.slice(2);
const program = programs[name ?? ""];
if (!program) {
  console.error(`usage: node scripts/launch.mjs <${Object.keys(programs).join("|")}> [arguments]`);
  process.exit(2);
}

const stamp = join(root, "node_modules", ".cache", "chamber", "built-at");
const inputs = ["apps", "packages", "bench", "prisma", "scripts"];
const rootInputs = ["package.json", "pnpm-lock.yaml", "tsconfig.base.json", "turbo.json"];
const skipped = new Set(["node_modules", "dist", ".turbo", "test-results", "screenshots"]);

/** The newest modification time under `dir`, build outputs and dependencies aside. */
function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const newestInput = Math.max(
  ...inputs.map((dir) => newestUnder(join(root, dir))),
  ...rootInputs.map((file) => mtime(join(root, file))),
);
if (mtime(stamp) < newestInput || mtime(join(root, program)) === 0) {
  console.log("Building Chamber (sources changed since the last build)…");
  // turbo straight from node_modules, one task at a time, so the first start's memory peaks at
  // one build: Vite's bundler (Rolldown) allocates through mimalloc, which otherwise commits whole
  // arenas up front and keeps freed pages for a while; told not to (turbo.json passes the two
  // variables through to its tasks), the web app's build peaks at ~500 MiB instead of ~850 MiB
  // (docs/decisions/007-embedded-postgresql.md, "Memory").
  const build = spawnSync(
    process.execPath,
    [join(root, "node_modules", "turbo", "bin", "turbo"), "run", "build", "--concurrency=1"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, MIMALLOC_ARENA_EAGER_COMMIT: "0", MIMALLOC_PURGE_DELAY: "0" },
    },
  );
  if (build.error) {
    console.error(`Could not run the build (${build.error.message}): run \`pnpm install\`, then start again.`);
    process.exit(1);
  }
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(join(stamp, ".."), { recursive: true });
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

// Node 22.1+ can keep the compiled code of the modules it loads, so later starts skip compiling
// them; Node 20 has no such cache and compiles every time.
module.enableCompileCache?.(join(root, "node_modules", ".cache", "chamber", "v8"));
process.argv = [process.argv[0] ?? "node", join(root, program), ...args];
await import(pathToFileURL(join(root, program)).href);
