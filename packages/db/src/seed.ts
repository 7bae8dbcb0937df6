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

/** The seed's deals and jobs, each for the seeded business it names. */
async function seedPosts(prisma: PrismaClient, data: ReturnType<typeof seedData>) {
  const businesses = await prisma.business.findMany({ select: { id: true, name: true } });
  const idOf = new Map(businesses.map((business) => [business.name, business.id]));
  const withBusiness = <Post extends { businessName: string }>({ businessName, ...post }: Post) => {
    const businessId = idOf.get(businessName);
    if (businessId === undefined) throw new Error(`The seed names no business "${businessName}"`);
    return { ...post, businessId };
  };
  await prisma.$transaction([
    prisma.deal.createMany({ data: data.deals.map(withBusiness) }),
    prisma.job.createMany({ data: data.jobs.map(withBusiness) }),
  ]);
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
  await seedPosts(prisma, data);
  // After the content, outside its transaction: drawing and encoding takes a few seconds.
  await seedPhotosInto(prisma);
  return true;
}
