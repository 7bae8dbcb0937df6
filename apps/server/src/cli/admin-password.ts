// `pnpm admin password --email <email>`: sets an existing admin's password from the command line
// (the way back in when it is lost) and, as every password change does, ends that admin's
// sessions. `pnpm admin two-step-reset --email <email>` turns off someone's two-step sign-in, for
// an owner who lost their phone and their recovery codes with no other owner to reset it. The password is read from standard input, never from the command line, where it
// would stay in the shell history and show in the process list.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { changePassword, clearTwoStep } from "@chamber/api";
import { newPassword } from "@chamber/core/schemas";
import type { PrismaClient } from "@chamber/db";
import { AdminCommandError } from "./api-tokens.ts";

export async function setAdminPassword(
  prisma: PrismaClient,
  rawEmail: string,
  password: string,
): Promise<{ email: string; sessionsEnded: number }> {
  const email = rawEmail.trim().toLowerCase();
  const checked = newPassword.safeParse(password);
  if (!checked.success) throw new AdminCommandError(`The password ${checked.error.issues[0]?.message}`);
  const admin = await prisma.adminUser.findUnique({ where: { email }, select: { id: true } });
  if (!admin) throw new AdminCommandError(`No admin has the e-mail ${email}`);
  return { email, sessionsEnded: await changePassword(prisma, admin.id, password) };
}

/** Turns off the two-step sign-in of the admin with `rawEmail`; answers the normalised address. */
export async function resetAdminTwoStep(prisma: PrismaClient, rawEmail: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  const admin = await prisma.adminUser.findUnique({ where: { email }, select: { id: true } });
  if (!admin) throw new AdminCommandError(`No admin has the e-mail ${email}`);
  await clearTwoStep(prisma, admin.id);
  return email;
}

/** One line from standard input; typed at a terminal, it is not echoed. */
export async function readSecretLine(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  if (process.stdin.isTTY) process.stderr.write(prompt);
  const lines = createInterface({ input: process.stdin, output: silent, terminal: Boolean(process.stdin.isTTY) });
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
    if (process.stdin.isTTY) process.stderr.write("\n");
  }
}
