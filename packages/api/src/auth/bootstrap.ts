// The first admin. docs/architecture.md §3: from ADMIN_EMAIL/ADMIN_PASSWORD when given (the password is reset
// to it on every start, so an operator can recover access; a changed one ends that admin's
// sessions, an unchanged one leaves them alone so a restart signs no one out), else — only when
// no admin exists — a random password printed once. There is never a fixed default password.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@chamber/db";
import { changePassword } from "./password-change.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export const DEFAULT_ADMIN_EMAIL = "admin@ojaichamber.example";

export type AdminBootstrap =
  | { kind: "configured"; email: string }
  | { kind: "generated"; email: string; password: string }
  | { kind: "existing" };

export async function ensureAdmin(
  prisma: PrismaClient,
  configured: { email?: string | undefined; password?: string | undefined },
): Promise<AdminBootstrap> {
  if (configured.email && configured.password) {
    const email = configured.email.trim().toLowerCase();
    const existing = await prisma.adminUser.findUnique({ where: { email } });
    if (!existing) {
      // Instances starting together may race here: the upsert lets the first one win quietly.
      const passwordHash = await hashPassword(configured.password);
      await prisma.adminUser.upsert({ where: { email }, create: { email, passwordHash }, update: {} });
    } else if (!(await verifyPassword(existing.passwordHash, configured.password))) {
      await changePassword(prisma, existing.id, configured.password);
    }
    return { kind: "configured", email };
  }
  if ((await prisma.adminUser.count()) > 0) return { kind: "existing" };
  const email = configured.email?.trim().toLowerCase() || DEFAULT_ADMIN_EMAIL;
  const password = randomBytes(12).toString("base64url");
  await prisma.adminUser.create({ data: { email, passwordHash: await hashPassword(password) } });
  return { kind: "generated", email, password };
}
