// Opens Chamber's database: the embedded PostgreSQL server in DATA_DIR by default, or the
// PostgreSQL server DATABASE_URL names. Both are the same engine behind the same driver
// (node-postgres) and Prisma adapter, so every behaviour tested on one holds on the other.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { importLegacyPGliteIfPresent } from "./embedded/pglite-import.ts";
import { runningEmbeddedPostgres, startEmbeddedPostgres } from "./embedded/postgres-server.ts";
import { PrismaClient } from "./generated/prisma/client.ts";
import { StatementNames } from "./prepared-statements.ts";
import { clientConnection, type SqlConnection } from "./sql-connection.ts";

export type { SqlConnection };

export interface Database {
  kind: "embedded" | "postgres";
  /** Where the data lives, for the start-up banner. */
  description: string;
  prisma: PrismaClient;
  /**
   * One read straight through node-postgres, as a prepared statement (prepared-statements.ts), for
   * the reads that run most (a page of the directory): no query compiler on the way, and no parse
   * and plan each time. `statement` is a `Prisma.sql` template (its `text` holds $1… placeholders).
   * Rows come as node-postgres types them: timestamps as Dates, `int4` as numbers, `int8` as text.
   */
  read<Row>(statement: { text: string; values: unknown[] }): Promise<Row[]>;
  /** Runs `work` on one dedicated raw connection (session-level locks live on it). */
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; when absent the embedded server in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** The embedded server's folder (default ./data). */
  dataDir?: string | undefined;
  /**
   * For command-line tools beside a running site: use the server that process runs in `dataDir`
   * instead of refusing to start a second one.
   */
  shareRunningServer?: boolean;
  /** Notes worth a line in the log (a legacy data folder imported). */
  log?: (message: string) => void;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

const POOL_SIZE = 10;
/** The embedded server allows 20 connections and each costs memory; one site needs few. */
const EMBEDDED_POOL_SIZE = 5;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (!isPostgresUrl(options.databaseUrl))
      throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    return openPostgres(options.databaseUrl, { kind: "postgres", description: "PostgreSQL (DATABASE_URL)" });
  }
  const dataDir = options.dataDir ?? "./data";
  const running = options.shareRunningServer ? runningEmbeddedPostgres(dataDir) : undefined;
  if (running) {
    return openPostgres(running.url, {
      kind: "embedded",
      description: `embedded PostgreSQL in ${dataDir} (served by pid ${running.ownerPid})`,
    });
  }
  await importLegacyPGliteIfPresent(dataDir, options.log ?? console.info);
  const server = await startEmbeddedPostgres({ dataDir });
  try {
    const db = await openPostgres(server.url, {
      kind: "embedded",
      description: `embedded PostgreSQL in ${server.clusterDir}`,
    });
    return {
      ...db,
      close: async () => {
        await db.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export function openPostgres(url: string, identity: Pick<Database, "kind" | "description">): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: identity.kind === "embedded" ? EMBEDDED_POOL_SIZE : POOL_SIZE,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  const names = new StatementNames();
  return {
    ...identity,
    prisma,
    read: async <Row>({ text, values }: { text: string; values: unknown[] }) =>
      (await pool.query({ name: names.nameOf(text), text, values })).rows as Row[],
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(clientConnection(client));
      } finally {
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await prisma.$disconnect();
      if (!pool.ended) await pool.end();
    },
  };
}
