// `pnpm db:seed`: migrates, then fills the database with the Ojai seed content if it is empty.
import { migrate, openDatabase, seedIfEmpty } from "../src/index.ts";

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || "./data";
// Beside a running site, its own embedded server is used.
const db = await openDatabase({ databaseUrl, dataDir, shareRunningServer: true });
try {
  let seeded = false;
  await migrate(db, {
    whileLocked: async () => {
      seeded = await seedIfEmpty(db.prisma);
    },
  });
  console.log(seeded ? "Seeded the Ojai content." : "The database already has content: nothing seeded.");
} finally {
  await db.close();
}
