// Prisma CLI configuration. Prisma's JS engine runs over our PGlite adapter, so neither
// `generate` nor `migrate diff` needs a native engine binary (none can be downloaded here).
// `migrate diff --from-migrations` replays the committed migrations into an in-memory shadow.
import { PGlite } from "@electric-sql/pglite";
import { defineConfig } from "prisma/config";
import { PGliteAdapterFactory } from "./packages/db/src/pglite-adapter.ts";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PGliteAdapterFactory(new PGlite("memory://"), () => new PGlite("memory://")),
});
