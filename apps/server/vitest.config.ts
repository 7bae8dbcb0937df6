// Every test runs on in-memory PGlite; the integration tests (*.int.test.ts) run again on
// PostgreSQL when TEST_DATABASE_URL is set, each file in a database of its own.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "pglite",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "postgres",
                include: ["src/**/*.int.test.ts", "test/**/*.int.test.ts"],
                env: { CHAMBER_TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
