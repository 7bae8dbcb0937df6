// Signing keys only the server knows (the public forms' token, a registration's personal link): made
// on first need and kept in ServerSecret by name, so they survive restarts and every instance on
// one database signs and checks with the same key.
import { randomBytes } from "node:crypto";
import type { Database } from "@chamber/db";
import { rootClient } from "../activity/actor.ts";

/** One promise per database and name. */
const keys = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * The key named `name`, made and kept through the database's own client: a procedure's transaction
 * must not own it (it would vanish with a rolled-back call).
 */
export function serverKey(client: Database["prisma"], name: string): Promise<Buffer> {
  const prisma = rootClient(client);
  let byName = keys.get(prisma);
  if (!byName) {
    byName = new Map();
    keys.set(prisma, byName);
  }
  let key = byName.get(name);
  if (!key) {
    key = prisma.serverSecret
      // Two instances starting together both try to create it; the upsert keeps whichever came first.
      .upsert({ where: { name }, create: { name, value: randomBytes(32).toString("base64url") }, update: {} })
      .then((row) => Buffer.from(row.value, "base64url"));
    const named = byName;
    key.catch(() => named.delete(name));
    byName.set(name, key);
  }
  return key;
}
