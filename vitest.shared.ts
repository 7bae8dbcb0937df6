// The one vitest configuration of the Node packages (core, db, api, server). Database tests run on
// PostgreSQL: TEST_DATABASE_URL's server when it is set (CI), otherwise an embedded server that
// the global set-up starts for the run. Each test file gets a database of its own.
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const databaseSetup = fileURLToPath(new URL("packages/db/src/testing/global-setup.ts", import.meta.url));

export function nodeTestConfig(options: { database: boolean }) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      globalSetup: options.database ? [databaseSetup] : [],
      // vitest's default is one worker less than the cores: one on two cores, where a package's
      // files (waiting on PostgreSQL as often as on the CPU) then ran one at a time, the server's
      // for over ten minutes with nothing else left to run beside them.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
