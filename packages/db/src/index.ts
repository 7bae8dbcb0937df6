export { type Database, type DatabaseOptions, isPostgresUrl, openDatabase, type SqlConnection } from "./database.ts";
export { DataDirInUseError } from "./embedded/data-dir-lock.ts";
export { Prisma, PrismaClient } from "./generated/prisma/client.ts";
export type * from "./generated/prisma/enums.ts";
export type * from "./generated/prisma/models.ts";
export {
  type EncodedImage,
  encodeImage,
  ImageRefused,
  type ImageVariantData,
  MAX_IMAGE_PIXELS,
  sniffImageFormat,
} from "./images/encode-image.ts";
export { loadSharp } from "./images/load-sharp.ts";
export { purgeOrphanImages } from "./images/purge-orphan-images.ts";
export { type SavedImage, saveImage } from "./images/save-image.ts";
export { type MigrationReport, migrate, migrationsDir, readMigrations } from "./migrate.ts";
export { isEmpty, seedIfEmpty } from "./seed.ts";
export { seedData } from "./seed-data.ts";
