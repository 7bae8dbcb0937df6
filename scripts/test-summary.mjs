// Plain JavaScript: it runs before anything is built, on any supported Node.
// Adds up the vitest JSON reports every package wrote during `pnpm test`: prints the slowest test
// files and tests (where the suite's time goes, to keep it fast as it grows), then one closing
// line, "Tests: N passed, N failed, N skipped", so CI can read what ran. `--clean` removes the
// reports of an earlier run first; `--slowest N` shows N of each (default 20).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reportDirs = [
  "packages/core",
  "packages/db",
  "packages/api",
  "packages/markdown",
  "apps/server",
  "apps/web",
  "e2e",
].map((dir) => join(root, dir, "test-results"));

if (process.argv.includes("--clean")) {
  for (const dir of reportDirs) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const slowestArg = process.argv.indexOf("--slowest");
const slowest = slowestArg > 0 ? Number(process.argv[slowestArg + 1]) : 20;

/**
 * @typedef {{ fullName: string, duration?: number | null, status: string }} AssertionResult
 * @typedef {{ name: string, startTime: number, endTime: number, assertionResults: AssertionResult[] }} FileResult
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number, numFailedTestSuites?: number, testResults: FileResult[] }} VitestJson
 */

const totals = { passed: 0, failed: 0, skipped: 0, failedFiles: 0 };
/** @type {{ name: string, ms: number, tests: number }[]} */
const files = [];
/** @type {{ name: string, ms: number }[]} */
const tests = [];
for (const dir of reportDirs) {
  const file = join(dir, "vitest.json");
  if (!existsSync(file)) continue;
  /** @type {VitestJson} */
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file whose set-up failed fails without a failed test: its tests count as skipped.
  totals.failedFiles += report.numFailedTestSuites ?? 0;
  for (const result of report.testResults ?? []) {
    const name = relative(root, result.name);
    // Its tests' time: vitest's report leaves out the file's beforeAll (a browser file's server and
    // Chromium start there), which its own console line includes.
    files.push({ name, ms: result.endTime - result.startTime, tests: result.assertionResults.length });
    for (const test of result.assertionResults)
      tests.push({ name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
if (slowest > 0 && files.length > 0) {
  console.log(`\nSlowest ${Math.min(slowest, files.length)} test files (their tests' time, without beforeAll):`);
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, slowest))
    console.log(`${seconds(file.ms)}  ${file.name} (${file.tests} tests)`);
  console.log(`\nSlowest ${Math.min(slowest, tests.length)} tests:`);
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, slowest))
    console.log(`${seconds(test.ms)}  ${test.name}`);
  console.log("");
}
const failedFiles = totals.failedFiles > 0 ? ` (${totals.failedFiles} test files failed)` : "";
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped${failedFiles}`);
process.exit(totals.failed > 0 || totals.failedFiles > 0 || totals.passed === 0 ? 1 : 0);
