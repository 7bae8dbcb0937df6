// Prisma CLI configuration. Prisma's JS engine runs over driver adapters, so neither `generate`
// nor `migrate diff` needs a native engine binary (none can be downloaded here). `generate` never
// connects; `pnpm db:migration` diffs two schema files and only needs some PostgreSQL to talk to,
// which it starts (a throwaway embedded server) and names in CHAMBER_PRISMA_CLI_URL.
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by `pnpm db:migration`, never by a turbo task
    const url = process.env.CHAMBER_PRISMA_CLI_URL;
    if (!url) throw new Error("Run migrations through `pnpm db:migration <name>`, which provides a database.");
    return new PrismaPg({ connectionString: url });
  },
});
