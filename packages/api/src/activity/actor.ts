// Who a write is by, for the activity log (docs/decisions/027-activity-log.md). The database records
// every write to an audited table with a trigger, in the write's own transaction; the trigger reads
// the actor from the transaction's `chamber.actor` setting. So a procedure that writes on someone's
// behalf runs inside one transaction that first says who: `asActor` below. What writes without it
// (a scheduled job, a purge, `pnpm admin`) is recorded as the system.
import type { StaffRole } from "@chamber/core";
import type { PrismaClient } from "@chamber/db";
import type { Context } from "../context.ts";

export interface Actor {
  kind: "staff" | "member" | "token" | "visitor";
  /** The AdminUser, Member or ApiToken id; null for a visitor. */
  id: number | null;
  name: string;
  role: StaffRole | null;
}

/** The caller as the activity log names them. */
export function actorOf(ctx: Pick<Context, "admin" | "member">): Actor {
  const { admin, member } = ctx;
  if (admin?.via === "api-token") return { kind: "token", id: admin.tokenId, name: admin.name, role: admin.role };
  if (admin) return { kind: "staff", id: admin.id, name: admin.name || admin.email, role: admin.role };
  if (member) return { kind: "member", id: member.id, name: member.name || member.email, role: null };
  return { kind: "visitor", id: null, name: "Visitor", role: null };
}

/** A procedure's writes may take longer than Prisma's 5-second default: a photo is re-encoded in one. */
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 60_000 };

/**
 * Runs `work` in one transaction whose writes are recorded as `actor`'s, giving it a client bound
 * to that transaction. Code that opens its own transaction on that client joins this one (an
 * interactive transaction cannot nest), so every write of the procedure commits, or rolls back
 * with its activity rows, together.
 */
export async function asActor<T>(prisma: PrismaClient, actor: Actor, work: (prisma: PrismaClient) => Promise<T>) {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT set_config('chamber.actor', ${JSON.stringify(actor)}, true)`;
    const joined = joiningClient(tx);
    rootClients.set(joined, rootClient(prisma));
    return work(joined);
  }, TRANSACTION_OPTIONS);
}

/**
 * Runs `work` in one transaction with no actor, so the log names the system (a scheduled job's
 * writes), giving it a client that code opening its own transaction joins, as `asActor` does.
 */
export async function asSystem<T>(prisma: PrismaClient, work: (prisma: PrismaClient) => Promise<T>) {
  return prisma.$transaction(async (tx) => {
    const joined = joiningClient(tx);
    rootClients.set(joined, rootClient(prisma));
    return work(joined);
  }, TRANSACTION_OPTIONS);
}

type TransactionClient = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Each transaction's client, to the client it came from. */
const rootClients = new WeakMap<object, PrismaClient>();

/**
 * The database's own client behind `prisma`, which may be a procedure's transaction: for what must
 * outlive the transaction and be kept per database (a signing key made once, whatever a
 * procedure's fate).
 */
export const rootClient = (prisma: PrismaClient): PrismaClient => rootClients.get(prisma) ?? prisma;

/** The transaction's client, with a `$transaction` that runs inside it instead of opening another. */
function joiningClient(tx: TransactionClient): PrismaClient {
  const client: PrismaClient = new Proxy(tx, {
    get(target, property, receiver) {
      if (property !== "$transaction") return Reflect.get(target, property, receiver);
      return async (work: unknown) => {
        if (typeof work === "function") return work(client);
        // The batch form: its queries are lazy until awaited, so awaiting them in order runs them
        // in order, inside this transaction.
        const results: unknown[] = [];
        for (const query of work as Promise<unknown>[]) results.push(await query);
        return results;
      };
    },
  }) as unknown as PrismaClient;
  return client;
}
