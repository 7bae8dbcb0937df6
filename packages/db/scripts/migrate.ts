// `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR, without starting the server (the server also does this at start-up).
import { migrate, openDatabase } from "../src/index.ts";

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || "./data";
// Beside a running site, its own embedded server is used.
const db = await openDatabase({ databaseUrl, dataDir, shareRunningServer: true });
try {
  const report = await migrate(db);
  console.log(
    report.applied.length ? `Applied: ${report.applied.join(", ")}` : "Nothing to apply: the database is up to date.",
  );
  for (const name of report.modified) console.warn(`Warning: ${name} changed after it was applied.`);
} finally {
  await db.close();
}
