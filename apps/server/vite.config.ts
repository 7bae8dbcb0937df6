// Every program the README runs with Node, built to apps/server/dist (scripts/node-bundle.ts).
import { defineConfig } from "vite";
import { nodeBundleConfig } from "../../scripts/node-bundle.ts";

export default defineConfig(
  nodeBundleConfig({
    main: "src/main.ts",
    admin: "src/cli/admin.ts",
    "db-migrate": "../../packages/db/scripts/migrate.ts",
    "db-seed": "../../packages/db/scripts/seed.ts",
    "db-migration": "../../packages/db/scripts/new-migration.ts",
  }),
);
