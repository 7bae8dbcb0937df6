// Chamber's first releases kept the embedded database in PGlite, whose files sat directly in
// DATA_DIR. PGlite cannot fsync, so the embedded default is now a PostgreSQL server; a DATA_DIR from
// before is not abandoned: its rows are copied into the new server once, at start-up.
//
// Crash-safe in steps: the PGlite files first move aside to DATA_DIR/pglite-import (one rename
// each), then every row is copied in one transaction, and only after the commit does that folder
// become DATA_DIR/pglite-backup-<date>. A start that finds pglite-import does the copy again, on
// an emptied database.
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { migrate } from "../migrate.ts";
import { clientConnection, type SqlConnection } from "../sql-connection.ts";
import { EMBEDDED_DATABASE, startEmbeddedPostgres } from "./postgres-server.ts";

const IMPORT_DIR = "pglite-import";
/** What DATA_DIR holds besides the legacy files. */
const ownEntries = new Set(["postgres", "postgres.log", "chamber.pid", IMPORT_DIR]);

/** True when `dataDir` still holds a PGlite database (its PG_VERSION at the top) or an unfinished import. */
const hasLegacyPGlite = (dataDir: string) =>
  existsSync(join(dataDir, "PG_VERSION")) || existsSync(join(dataDir, IMPORT_DIR));

export async function importLegacyPGliteIfPresent(dataDir: string, log: (message: string) => void): Promise<void> {
  const dir = resolve(dataDir);
  if (!hasLegacyPGlite(dir)) return;
  const source = join(dir, IMPORT_DIR);
  if (existsSync(join(dir, "PG_VERSION"))) {
    mkdirSync(source, { recursive: true });
    for (const entry of readdirSync(dir)) {
      if (!ownEntries.has(entry) && !entry.startsWith("pglite-backup-"))
        renameSync(join(dir, entry), join(source, entry));
    }
  }
  log(`Importing the database of Chamber's earlier embedded engine (PGlite) from ${source} into PostgreSQL…`);

  const { PGlite } = await import("@electric-sql/pglite");
  const legacy = await PGlite.create(source);
  const server = await startEmbeddedPostgres({ dataDir: dir });
  try {
    await recreateDatabase(server.url);
    const target = new pg.Client({ connectionString: server.url });
    await target.connect();
    try {
      const connection = clientConnection(target);
      const source = { query: async <Row>(sql: string) => (await legacy.query<Row>(sql)).rows };
      // The rows go into the schema they were written in; the later migrations then convert them
      // (the categories migration maps every category typed then onto its list).
      const [last] = await source.query<{ name: string }>(
        `SELECT max(migration_name) AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`,
      );
      const db = { withConnection: <T>(work: (c: SqlConnection) => Promise<T>) => work(connection) };
      await migrate(db, last?.name ? { upTo: last.name } : {});
      const copied = await copyRows(source, connection);
      await migrate(db);
      // copyRows writes with triggers off, and a trigger keeps the directory search's word list
      // (migration 20261123180000_directory_search): fill it for the copied businesses, as that
      // migration did for the rows it found.
      await connection.exec(`
        INSERT INTO "BusinessSearchWord" ("word")
        SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
          "name" || ' ' || "category" || ' ' || "description")))
        FROM "Business"
        ON CONFLICT DO NOTHING`);
      log(`Imported ${copied.rows} rows in ${copied.tables} tables.`);
    } finally {
      await target.end();
    }
  } finally {
    await legacy.close();
    await server.stop();
  }
  const backup = join(dir, `pglite-backup-${new Date().toISOString().slice(0, 10)}`);
  renameSync(source, existsSync(backup) ? `${backup}-${Date.now()}` : backup);
  log(`The PGlite files are kept in ${backup}: delete that folder once the site looks right.`);
}

/** An interrupted import may have left rows behind: start from an empty database every time. */
async function recreateDatabase(url: string) {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${EMBEDDED_DATABASE}`);
    await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies the columns both sides have, table by table, in one transaction with FK checks deferred. */
async function copyRows(
  from: Pick<SqlConnection, "query">,
  to: SqlConnection,
): Promise<{ tables: number; rows: number }> {
  const columnsOf = async (db: Pick<SqlConnection, "query">) => {
    const rows = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`,
    );
    const tables = new Map<string, string[]>();
    for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
    return tables;
  };
  const [sourceTables, targetTables] = await Promise.all([columnsOf(from), columnsOf(to)]);
  let total = 0;
  let tables = 0;
  await to.exec("BEGIN; SET LOCAL session_replication_role = replica");
  try {
    for (const [table, targetColumns] of targetTables) {
      const sourceColumns = new Set(sourceTables.get(table) ?? []);
      const columns = targetColumns.filter((column) => sourceColumns.has(column));
      if (columns.length === 0) continue;
      const list = columns.map(ident).join(", ");
      const rows = await from.query<Record<string, unknown>>(`SELECT ${list} FROM ${ident(table)}`);
      for (const row of rows) {
        const values = columns.map((column) => row[column]);
        const placeholders = columns.map((_, index) => `$${index + 1}`).join(", ");
        await to.query(`INSERT INTO ${ident(table)} (${list}) VALUES (${placeholders})`, values);
      }
      // Serial ids continue after the highest imported one.
      if (columns.includes("id")) {
        await to.query(
          `SELECT setval(seq, COALESCE((SELECT max(id) FROM ${ident(table)}), 0) + 1, false)
           FROM pg_get_serial_sequence($1, 'id') AS seq WHERE seq IS NOT NULL`,
          [ident(table)],
        );
      }
      total += rows.length;
      tables += 1;
    }
    await to.exec("COMMIT");
  } catch (error) {
    await to.exec("ROLLBACK");
    throw error;
  }
  return { tables, rows: total };
}
