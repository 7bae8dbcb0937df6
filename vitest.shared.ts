// The one vitest configuration of the Node packages (core, db, api, server). Database tests run on
// PostgreSQL: TEST_DATABASE_URL's server when it is set (CI), otherwise an embedded server that
// the global set-up starts for the run. Each test file gets a database of its own.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const databaseSetup = fileURLToPath(new URL("packages/db/src/testing/global-setup.ts", import.meta.url));

export function nodeTestConfig(options: { database: boolean }) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      globalSetup: options.database ? [databaseSetup] : [],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
