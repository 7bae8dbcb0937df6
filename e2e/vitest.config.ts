// Browser tests: each file starts its own server (fresh embedded database) and Chromium.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two cores: one browser and one server per worker keeps the machine responsive.
    maxWorkers: 2,
    // On CI's two busy cores a browser step can miss a timing window; a real bug fails twice.
    // Locally a failure shows at once.
    retry: process.env.CI ? 1 : 0,
    fileParallelism: true,
  },
});
