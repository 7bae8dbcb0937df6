// Browser tests: one PostgreSQL server and a seeded template for the run (harness/global-setup.ts);
// each file starts its own built server on a copy of that template, and its own Chromium.

import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that run long for their size. vitest starts the files it has no timings for (a fresh
 * clone, CI) largest first, which left these short files to the end of the run, one worker busy
 * for minutes while the other idled. Listed here they start first; with timings from an earlier
 * run vitest already starts the longest first.
 */
const LONG_FOR_THEIR_SIZE = [
  "axe-sweep.e2e.ts",
  "admin-guard.e2e.ts",
  "admin-sign-in-limit.e2e.ts",
  "server-rendering.e2e.ts",
  "admin-auth.e2e.ts",
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FOR_THEIR_SIZE.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? LONG_FOR_THEIR_SIZE.length : index;
    };
    // Array sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ["tests/**/*.e2e.ts"],
    globalSetup: ["harness/global-setup.ts"],
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 60_000,
    // Above server.ts's 180 s start-up deadline, which a busy machine can need.
    hookTimeout: 240_000,
    // Two cores: one browser and one server per worker keeps the machine responsive.
    maxWorkers: 2,
    // On CI's two busy cores a browser step can miss a timing window; a real bug fails twice.
    // Locally a failure shows at once.
    retry: process.env.CI ? 1 : 0,
    fileParallelism: true,
  },
});
