// PGlite behind Prisma, made to behave like @prisma/adapter-pg.
//
// pglite-prisma-adapter 0.6 has two defects we must not inherit:
// - it reports every database error as kind "postgres", so Prisma never raises P2002/P2003/…;
//   we map PostgreSQL SQLSTATE codes to Prisma's error kinds exactly as adapter-pg does;
// - its executeScript does not await PGlite's exec, so a failing script passes silently; and a
//   parameterless executeRaw goes through the extended protocol, which refuses several
//   statements, where node-postgres uses the simple protocol and accepts them. Prisma's schema
//   engine applies migration files that way to its shadow database, so
//   `prisma migrate diff --from-migrations` (our `pnpm db:migration`) needs adapter-pg's behaviour.
// The fix is a delegating wrapper: no monkey-patching of the library's classes.
import type { PGlite } from "@electric-sql/pglite";
import {
  type Error as AdapterError,
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlQueryable,
  type SqlResultSet,
  type Transaction,
} from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

type PostgresCause = { kind: "postgres"; code: string; message: string; detail?: string; column?: string };

const keyFields = (detail: string | undefined) =>
  detail
    ?.match(/Key \(([^)]+)\)/)
    ?.at(1)
    ?.split(", ")
    .map((field) => field.replaceAll('"', ""));

/** Maps a PostgreSQL SQLSTATE to the error kind Prisma turns into its P-codes. */
export function mapPostgresError(cause: PostgresCause): AdapterError {
  const original = { originalCode: cause.code, originalMessage: cause.message };
  switch (cause.code) {
    case "23505": {
      const fields = keyFields(cause.detail);
      return { ...original, kind: "UniqueConstraintViolation", constraint: fields ? { fields } : undefined };
    }
    case "23502": {
      const fields = keyFields(cause.detail) ?? (cause.column ? [cause.column] : undefined);
      return { ...original, kind: "NullConstraintViolation", constraint: fields ? { fields } : undefined };
    }
    case "23503":
      return {
        ...original,
        kind: "ForeignKeyConstraintViolation",
        constraint: cause.column ? { fields: [cause.column] } : undefined,
      };
    case "22001":
      return { ...original, kind: "LengthMismatch", column: cause.column };
    case "22003":
      return { ...original, kind: "ValueOutOfRange", cause: cause.message };
    case "40001":
      return { ...original, kind: "TransactionWriteConflict" };
    default:
      return {
        ...original,
        kind: "postgres",
        code: cause.code,
        severity: "ERROR",
        message: cause.message,
      } as AdapterError;
  }
}

function remapped(error: unknown): unknown {
  if (error instanceof DriverAdapterError && error.cause.kind === "postgres") {
    return new DriverAdapterError(mapPostgresError(error.cause as unknown as PostgresCause));
  }
  return error;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw remapped(toAdapterError(error));
  }
}

class MappedQueryable<Inner extends SqlQueryable> implements SqlQueryable {
  readonly provider = "postgres" as const;
  readonly adapterName: string;
  protected readonly inner: Inner;
  constructor(inner: Inner) {
    this.inner = inner;
    this.adapterName = inner.adapterName;
  }
  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return guarded(() => this.inner.queryRaw(query));
  }
  executeRaw(query: SqlQuery): Promise<number> {
    return guarded(() => this.inner.executeRaw(query));
  }
}

class MappedTransaction extends MappedQueryable<Transaction> implements Transaction {
  get options() {
    return this.inner.options;
  }
  commit() {
    return guarded(() => this.inner.commit());
  }
  rollback() {
    return guarded(() => this.inner.rollback());
  }
}

class MappedAdapter extends MappedQueryable<SqlDriverAdapter> implements SqlDriverAdapter {
  private readonly client: PGlite;
  constructor(inner: SqlDriverAdapter, client: PGlite) {
    super(inner);
    this.client = client;
  }
  override async executeRaw(query: SqlQuery): Promise<number> {
    if (query.args.length > 0) return super.executeRaw(query);
    try {
      const results = await this.client.exec(query.sql);
      return results.at(-1)?.affectedRows ?? 0;
    } catch (error) {
      throw remapped(toAdapterError(error));
    }
  }
  async executeScript(script: string): Promise<void> {
    try {
      await this.client.exec(script);
    } catch (error) {
      throw remapped(toAdapterError(error));
    }
  }
  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    return new MappedTransaction(await guarded(() => this.inner.startTransaction(isolationLevel)));
  }
  getConnectionInfo() {
    return this.inner.getConnectionInfo?.() ?? { supportsRelationJoins: true };
  }
  dispose() {
    return this.inner.dispose();
  }
}

function toAdapterError(error: unknown): unknown {
  const e = error as { code?: string; message?: string; detail?: string; column?: string };
  if (typeof e?.code === "string") {
    return new DriverAdapterError({
      kind: "postgres",
      code: e.code,
      severity: "ERROR",
      message: e.message ?? "",
      detail: e.detail,
      column: e.column,
      hint: undefined,
    });
  }
  return error;
}

/** A Prisma driver-adapter factory over one PGlite instance, with adapter-pg's error semantics. */
export class PGliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres" as const;
  readonly adapterName = "@chamber/pglite";
  private readonly client: PGlite;
  private readonly shadow: () => PGlite;
  constructor(client: PGlite, shadow: () => PGlite) {
    this.client = client;
    this.shadow = shadow;
  }
  async connect(): Promise<SqlDriverAdapter> {
    return new MappedAdapter(await new PrismaPGlite(this.client).connect(), this.client);
  }
  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    const client = this.shadow();
    return new MappedAdapter(await new PrismaPGlite(client).connect(), client);
  }
}
