// The raw SQL connection the migration runner and the PGlite import work on, beside Prisma.
import type pg from "pg";

/** The raw driver under Prisma: multi-statement scripts and parameterised queries. */
export interface SqlConnection {
  exec(script: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** A node-postgres client (pooled or not) as the raw connection the migration runner takes. */
export function clientConnection(client: pg.ClientBase): SqlConnection {
  return {
    exec: async (script) => {
      await client.query(script);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[],
  };
}
