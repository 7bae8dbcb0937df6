// `pnpm db:migration <name>`: writes the SQL that takes the database from the schema of the last
// migration (prisma/migrations/migrated.prisma, kept beside the migrations) to the current
// prisma/schema.prisma, as prisma/migrations/<timestamp>_<name>/migration.sql, and moves the
// snapshot on. Diffing two schema files needs no shadow database; Prisma's JS engine still wants a
// connection, so a throwaway embedded server provides one.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { socketUrl, startEmbeddedPostgres } from "../src/embedded/postgres-server.ts";
import { migrationsDir } from "../src/migrate.ts";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: pnpm db:migration <name>   (lower-case letters, digits and underscores)");
  process.exit(2);
}

const root = dirname(dirname(migrationsDir));
const snapshot = join(migrationsDir, "migrated.prisma");
const schema = join(root, "prisma", "schema.prisma");

const scratch = mkdtempSync(join(tmpdir(), "chamber-migration-"));
chmodSync(scratch, 0o755);
const server = await startEmbeddedPostgres({ dataDir: scratch });
let sql = "";
try {
  sql = execFileSync(
    "pnpm",
    [
      "exec",
      "prisma",
      "migrate",
      "diff",
      "--from-schema-datamodel",
      snapshot,
      "--to-schema-datamodel",
      schema,
      "--script",
    ],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CHAMBER_PRISMA_CLI_URL: socketUrl(server.clusterDir, "postgres") },
    },
  );
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}

if (!/^[A-Z]/m.test(sql.replace(/^--.*$/gm, ""))) {
  console.log("No schema changes: prisma/schema.prisma matches the migrations.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = join(migrationsDir, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "migration.sql"), sql);
writeFileSync(
  snapshot,
  `// The schema the committed migrations produce, written by \`pnpm db:migration\`: the next migration is
// the difference between this file and prisma/schema.prisma. Never edit it by hand.
${readFileSync(schema, "utf8")}`,
);
console.log(`Wrote ${dir}/migration.sql and moved prisma/migrations/migrated.prisma on.`);
