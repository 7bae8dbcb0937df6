// What the reach tests share: businesses, a member with a bearer token, the day's counters.
import { hashToken, newToken, noReach } from "@chamber/api";
import type { Database } from "@chamber/db";

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export async function addBusiness(prisma: Database["prisma"], name: string, fields: Record<string, unknown> = {}) {
  return prisma.business.create({
    data: {
      name,
      description: "A shop in the arcade.",
      category: "Retail",
      address: "302 W Matilija St, Ojai, CA 93023",
      phone: "(805) 646-3755 ext. 2",
      website: "https://shop.example/home?a=1",
      email: "hello@shop.example",
      ...fields,
    },
  });
}

/** A member with access to `businessIds`, and a live tab token of theirs (a bearer). */
export async function memberWithToken(prisma: Database["prisma"], email: string, businessIds: number[], now: Date) {
  const member = await prisma.member.create({ data: { name: "Owner", email } });
  for (const businessId of businessIds)
    await prisma.businessMember.create({ data: { businessId, memberId: member.id, via: "invite" } });
  const expiresAt = new Date(now.getTime() + 3_600_000);
  const sessionToken = newToken();
  const parent = await prisma.session.create({
    data: { tokenHash: hashToken(sessionToken), memberId: member.id, expiresAt },
  });
  const token = newToken();
  await prisma.session.create({
    data: { tokenHash: hashToken(token), memberId: member.id, expiresAt, parentId: parent.id },
  });
  return { member, token, sessionToken };
}

/** The business's counters summed over every day. */
export async function countsOf(prisma: Database["prisma"], businessId: number) {
  const rows = await prisma.listingReachDay.findMany({ where: { businessId } });
  const sum = { ...noReach };
  for (const row of rows) for (const key of Object.keys(sum) as (keyof typeof noReach)[]) sum[key] += row[key];
  return sum;
}
