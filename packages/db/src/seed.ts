// Fills an empty database with the Ojai content of seed-data.ts, so a fresh install shows a
// living site. It never touches a database that already holds content, so it is safe to run on
// every start.
import type { PrismaClient } from "./generated/prisma/client.ts";
import { seedData } from "./seed-data.ts";
import { seedPhotosInto } from "./seed-photos.ts";

export async function isEmpty(prisma: PrismaClient): Promise<boolean> {
  const counts = await Promise.all([
    prisma.business.count(),
    prisma.event.count(),
    prisma.newsArticle.count(),
    prisma.boardMember.count(),
    prisma.page.count(),
    prisma.setting.count(),
  ]);
  return counts.every((count) => count === 0);
}

/** Seeds when the content tables are all empty; returns whether it did. */
export async function seedIfEmpty(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(prisma))) return false;
  const data = seedData(now);
  await prisma.$transaction([
    prisma.business.createMany({ data: data.businesses }),
    prisma.event.createMany({ data: data.events }),
    prisma.newsArticle.createMany({ data: data.news }),
    prisma.boardMember.createMany({ data: data.boardMembers }),
    prisma.page.createMany({ data: data.pages }),
    prisma.setting.createMany({ data: data.settings }),
  ]);
  // After the content, outside its transaction: drawing and encoding takes a few seconds.
  await seedPhotosInto(prisma);
  return true;
}
