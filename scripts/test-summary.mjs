// Plain JavaScript: it runs before anything is built, on any supported Node.
// Adds up the vitest JSON reports every package wrote during `pnpm test` and prints one closing
// line, "Tests: N passed, N failed, N skipped", so CI can read what ran. `--clean` removes the
// reports of an earlier run first.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportDirs = ["packages/core", "packages/db", "packages/api", "apps/server", "apps/web", "e2e"].map((dir) =>
  join(root, dir, "test-results"),
);

if (process.argv.includes("--clean")) {
  for (const dir of reportDirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

/** @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} VitestJson */

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const dir of reportDirs) {
  const file = join(dir, "vitest.json");
  if (!existsSync(file)) continue;
  /** @type {VitestJson} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
