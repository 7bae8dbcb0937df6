// Router tests call procedures in process, as the trpc example starter does: createCaller over an
// inner context (no HTTP), on a fresh test database, with a clock the test moves and a read cache
// that records what writes invalidate.
import type { StaffRole } from "@chamber/core";
import type { Database } from "@chamber/db";
import { openTestDatabase } from "@chamber/db/testing";
import type { Admin } from "../auth/authenticate.ts";
import type { ReadCache } from "../cache/read-cache.ts";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";

export const T0 = new Date("2026-06-15T12:00:00.000Z");
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** T0 moved by `ms`, as an ISO string for inputs. */
export const iso = (ms: number) => new Date(T0.getTime() + ms).toISOString();

/** A read cache that keeps values like the server's and notes every prefix a write drops. */
export class RecordingCache implements ReadCache {
  readonly values = new Map<string, unknown>();
  readonly invalidated: string[] = [];

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) this.values.set(key, await compute());
    return this.values.get(key) as T;
  }

  async invalidate(...prefixes: string[]): Promise<void> {
    this.invalidated.push(...prefixes);
    for (const key of [...this.values.keys()])
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.values.delete(key);
  }
}

/** A signed-in staff person of `role` (an owner unless said), as authenticate() answers one. */
export function testAdmin(role: StaffRole = "owner", id = 1): Admin {
  return { id, name: "Test Admin", email: "admin@test.example", role, via: "session", tokenId: null, twoStep: false };
}

export interface Callers {
  db: Database;
  /** An anonymous visitor. */
  visitor: ReturnType<typeof createCaller>;
  /** A signed-in admin. */
  admin: ReturnType<typeof createCaller>;
  /** The clock both callers read; tests set `clock.now`. */
  clock: { now: Date };
  close(): Promise<void>;
}

export async function openCallers(options: { cache?: ReadCache } = {}): Promise<Callers> {
  const db = await openTestDatabase();
  const clock = { now: T0 };
  const context = { db, now: () => clock.now, cache: options.cache };
  return {
    db,
    visitor: createCaller(createInnerContext(context)),
    admin: createCaller(createInnerContext({ ...context, admin: testAdmin() })),
    clock,
    close: () => db.close(),
  };
}

/** The `code` of the TRPCError a call rejects with. */
export async function errorCodeOf(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}
