// Opens Chamber's database: embedded PGlite by default, PostgreSQL when a URL is given.
// Both speak the same SQL, share one schema and one migration history, and sit behind the same
// Prisma client, so every behaviour tested on one holds on the other.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { PGliteAdapterFactory } from "./pglite-adapter.ts";

/** The raw driver under Prisma: multi-statement scripts and parameterised queries. */
export interface SqlConnection {
  exec(script: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  /** Runs `work` on one dedicated raw connection (session-level locks live on it). */
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// or postgresql:// URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; "memory://" keeps everything in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-directory snapshot (dumpDataDir) to start from; tests use a migrated one. */
  pgliteSnapshot?: Blob | undefined;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (!isPostgresUrl(options.databaseUrl))
      throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    return openPostgres(options.databaseUrl);
  }
  return openPGlite(options.dataDir ?? "./data", options.pgliteSnapshot);
}

/** PGlite as a raw SQL connection (it is one session: every caller shares it). */
export function pgliteConnection(client: PGlite): SqlConnection {
  return {
    exec: async (script) => {
      await client.exec(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
  };
}

async function openPGlite(dataDir: string, snapshot?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir, snapshot ? { loadDataDir: snapshot } : {});
  const connection = pgliteConnection(client);
  const prisma = new PrismaClient({
    adapter: new PGliteAdapterFactory(client, () => new PGlite("memory://")),
  });
  return {
    kind: "pglite",
    prisma,
    // PGlite is a single session, so every caller shares it; its own queue serialises them.
    withConnection: (work) => work(connection),
    ping: async () => {
      try {
        await client.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await prisma.$disconnect();
      // An open PGlite keeps the process alive ~10 s and risks an unclean data directory.
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgres",
    prisma,
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
        });
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
