// Plain JavaScript: it runs before anything is built, on any supported Node.
// `pnpm test`: every check in order — lint; the build of the server and the web app it serves
// (the server's process tests and the browser tests run it); the packages (turbo: typecheck and
// the unit and integration tests); then the browser tests on that same build — stopping at the
// first phase that fails, as `a && b && c` would. Each phase is timed: the times are printed at the
// end and kept in test-results/phases.json (.ci/run adds the install's and prints the whole run).
// The last line is test-summary.mjs's "Tests: …"; the exit status is the first failure's, or the
// summary's.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** [name, command, arguments]; commands come from node_modules/.bin, which pnpm puts on PATH. */
const phases = [
  // Biome, then knip (no unused file, export or dependency): the root's `pnpm lint`.
  ["lint", "pnpm", ["lint"]],
  // Not every package's build: the benches' bundles are built when a bench runs (`pnpm bench`);
  // their types are checked below.
  ["build", "turbo", ["run", "build", "--filter=@chamber/server"]],
  // Two at a time on two cores: each is a process busy on one core (tsc, or vitest's worker).
  // Ten at once (turbo's default) stretched a 2.5 s CPU-bound test past its 30 s timeout.
  ["packages", "turbo", ["run", "typecheck", "test", "--concurrency=2"]],
  // The build above is the one the browser tests run: `pnpm test:e2e` alone builds first.
  ["browser", "pnpm", ["--filter", "@chamber/e2e", "e2e"]],
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

const seconds = (ms) => Math.round(ms / 100) / 10;

run(process.execPath, [join(root, "scripts/test-summary.mjs"), "--clean"]);
const times = {};
let status = 0;
for (const [name, command, args] of phases) {
  const started = performance.now();
  status = run(command, args);
  times[name] = seconds(performance.now() - started);
  if (status !== 0) {
    console.error(`test: the ${name} phase failed (exit ${status})`);
    break;
  }
}
mkdirSync(join(root, "test-results"), { recursive: true });
writeFileSync(join(root, "test-results/phases.json"), `${JSON.stringify(times, null, 2)}\n`);
const total = Object.values(times).reduce((sum, value) => sum + value, 0);
console.log(
  `\nTest phases: ${Object.entries(times)
    .map(([name, value]) => `${name} ${value} s`)
    .join(", ")}; ${seconds(total * 1000)} s in all`,
);
const summary = run(process.execPath, [join(root, "scripts/test-summary.mjs")]);
process.exit(status !== 0 ? status : summary);
