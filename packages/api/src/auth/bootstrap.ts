// The first admin. DESIGN §3: from ADMIN_EMAIL/ADMIN_PASSWORD when given (the password is reset
// to it on every start, so an operator can recover access), else — only when no admin exists — a
// random password printed once. There is never a fixed default password.
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@chamber/db";
import { hashPassword } from "./passwords.ts";

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
    const passwordHash = await hashPassword(configured.password);
    await prisma.adminUser.upsert({ where: { email }, create: { email, passwordHash }, update: { passwordHash } });
    return { kind: "configured", email };
  }
  if ((await prisma.adminUser.count()) > 0) return { kind: "existing" };
  const email = configured.email?.trim().toLowerCase() || DEFAULT_ADMIN_EMAIL;
  const password = randomBytes(12).toString("base64url");
  await prisma.adminUser.create({ data: { email, passwordHash: await hashPassword(password) } });
  return { kind: "generated", email, password };
}
