// `pnpm db:migration <name>`: writes the SQL that takes the committed migrations to the current
// prisma/schema.prisma as prisma/migrations/<timestamp>_<name>/migration.sql.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { migrationsDir } from "../src/migrate.ts";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: pnpm db:migration <name>   (lower-case letters, digits and underscores)");
  process.exit(2);
}

const root = fileURLToPath(new URL("../../..", import.meta.url));
let sql: string;
try {
  sql = execFileSync(
    "pnpm",
    [
      "exec",
      "prisma",
      "migrate",
      "diff",
      "--from-migrations",
      migrationsDir,
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
      "--exit-code",
    ],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  // Exit code 0 means the migrations already describe the schema.
  console.log("No schema changes: prisma/schema.prisma matches the migrations.");
  process.exit(0);
} catch (error) {
  const e = error as { status?: number; stdout?: string };
  if (e.status !== 2 || !e.stdout) throw error;
  sql = e.stdout;
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = `${migrationsDir}/${stamp}_${name}`;
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/migration.sql`, sql);
console.log(`Wrote ${dir}/migration.sql`);
