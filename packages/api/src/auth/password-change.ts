// A new password ends every session of that admin: whoever signed in with the old one (perhaps
// the reason it changed) is signed out. Used by `pnpm admin password` and by ADMIN_PASSWORD at
// start-up.
import type { PrismaClient } from "@chamber/db";
import { hashPassword } from "./passwords.ts";

/** Sets admin `userId`'s password and ends all of its sessions; answers how many ended. */
export async function changePassword(prisma: PrismaClient, userId: number, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const [, ended] = await prisma.$transaction([
    prisma.adminUser.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.session.deleteMany({ where: { userId } }),
  ]);
  return ended.count;
}
