// Browser tests: one PostgreSQL server and a seeded template for the run (harness/global-setup.ts);
// each file starts its own built server on a copy of that template, and its own Chromium.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.e2e.ts"],
    globalSetup: ["harness/global-setup.ts"],
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
