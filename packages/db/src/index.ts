export { type Database, type DatabaseOptions, isPostgresUrl, openDatabase, type SqlConnection } from "./database.ts";
export { DataDirInUseError } from "./embedded/data-dir-lock.ts";
export { Prisma, PrismaClient } from "./generated/prisma/client.ts";
export type * from "./generated/prisma/models.ts";
export { type MigrationReport, migrate, migrationsDir, readMigrations } from "./migrate.ts";
export { isEmpty, seedIfEmpty } from "./seed.ts";
