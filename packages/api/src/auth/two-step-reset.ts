// Turning a person's two-step sign-in off: by themselves (two-step.router.ts) or by an owner for
// someone who lost their phone and their recovery codes (staff-security.router.ts).
import type { PrismaClient } from "@chamber/db";

export async function clearTwoStep(prisma: PrismaClient, userId: number): Promise<void> {
  await prisma.adminUser.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
  });
  await prisma.recoveryCode.deleteMany({ where: { userId } });
  await prisma.signInChallenge.deleteMany({ where: { userId } });
}
