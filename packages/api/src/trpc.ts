// tRPC set-up shared by every router: its metadata (OpenAPI, and which reads a shared cache may
// keep), error mapping, the admin guard and the writes that drop what they changed from the cache.

import { roleAllows, roleNeededMessage, type StaffRole } from "@chamber/core";
import { Prisma } from "@chamber/db";
import { type AnyProcedure, initTRPC, type ProcedureType, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { z } from "zod";
import { actorOf, asActor } from "./activity/actor.ts";
import { twoStepRequired, twoStepRequiredError } from "./auth/two-step-policy.ts";
import type { CachedEntity } from "./cache/cache-keys.ts";
import { Changes } from "./cache/changes.ts";
import type { AfterCommitTask, Context } from "./context.ts";
import { CodedError } from "./contract/coded-error.ts";
import { INTERNAL_ERROR_MESSAGE } from "./contract/error-body.ts";
import { RateLimited } from "./rate-limit/rate-limited.ts";

export interface ChamberMeta extends OpenApiMeta {
  /**
   * `"public"`: a read whose anonymous REST answer anyone may keep — the server's response cache
   * keeps it by URL until the next write (or its time to live), as a CDN would. Only for reads
   * whose answer is the same for every visitor and changes only through writes or the clock.
   */
  cache?: "public";
  /**
   * The REST door's status for a success other than 200: 201 Created, 202 Accepted, or 202 only
   * when the answer's `status` is "pending" (contract/success-status.ts).
   */
  successStatus?: 201 | 202 | "202-when-pending";
  /**
   * The least staff role an admin procedure needs (docs/decisions/026-staff-roles.md); omitted, a
   * query needs any staff role (moderator) and a mutation an editor's. Others get 403 naming it.
   */
  requires?: StaffRole;
  /**
   * Allowed to a person who has not set up two-step sign-in while the owners require it (who
   * they are, signing out, the set-up itself); every other admin procedure answers them 403
   * TWO_STEP_REQUIRED (auth/two-step-policy.ts).
   */
  beforeTwoStep?: true;
}

const t = initTRPC
  .context<Context>()
  .meta<ChamberMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // tRPC clients (the web app) get per-field messages, as REST clients get `issues`.
      const cause = error.cause;
      return {
        ...shape,
        // A fault's own text (a driver or Prisma message) is for the log, never for the client.
        message: error.code === "INTERNAL_SERVER_ERROR" ? INTERNAL_ERROR_MESSAGE : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          fieldErrors: cause instanceof z.ZodError ? z.flattenError(cause).fieldErrors : null,
          // The wait of a 429, which the sign-in form tells (a browser's tRPC client cannot read Retry-After).
          retryAfterSeconds: cause instanceof RateLimited ? cause.retryAfterSeconds : null,
          // A refusal with a code of its own (SPAM_CHECK), which the REST body takes as its `code`.
          errorCode: cause instanceof CodedError ? cause.errorCode : null,
        },
      };
    },
  });

/** Prisma's "unique clash" and "no such row" become 409 and 404, never a 500. */
const mapDatabaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof Prisma.PrismaClientKnownRequestError) {
      if (cause.code === "P2002") {
        const field = clashingFields(cause).join(", ") || "value";
        throw new TRPCError({ code: "CONFLICT", message: `That ${field} is already in use`, cause });
      }
      if (cause.code === "P2025") throw new TRPCError({ code: "NOT_FOUND", message: "Not found", cause });
    }
  }
  return result;
});

/** The columns of a unique clash: `meta.target` from the native engine, the adapter error otherwise. */
function clashingFields(error: Prisma.PrismaClientKnownRequestError): string[] {
  const meta = error.meta as
    | { target?: string[]; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } }
    | undefined;
  return meta?.target ?? meta?.driverAdapterError?.cause?.constraint?.fields ?? [];
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapDatabaseErrors);

/** Carries a failed procedure's result out of its transaction, which the throw rolls back. */
class RolledBack extends Error {
  readonly result: unknown;
  constructor(result: unknown) {
    super("rolled back");
    this.result = result;
  }
}

/**
 * A mutation runs in one transaction recorded as its caller's in the activity log
 * (activity/actor.ts), and nothing of it stays when it fails. Mail it queues is announced to the
 * sender only once committed (the sender could not see the row before), and so are the webhook
 * events its triggers queued. Queries run as they are.
 */
const recordsWrites = t.middleware(async ({ ctx, type, next }) => {
  if (type !== "mutation") return next();
  const tasks: AfterCommitTask[] = [];
  const afterCommit = (task: AfterCommitTask) => void tasks.push(task);
  const mail = ctx.mail && { ...ctx.mail, wake: () => afterCommit(() => ctx.mail?.wake?.()) };
  let result: Awaited<ReturnType<typeof next>>;
  try {
    result = await asActor(ctx.prisma, actorOf(ctx), async (prisma) => {
      const outcome = await next({ ctx: { prisma, db: { ...ctx.db, prisma }, mail, afterCommit } });
      if (!outcome.ok) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as Awaited<ReturnType<typeof next>>;
    throw error;
  }
  for (const task of tasks) await task();
  // Its changes may have queued webhook events (a trigger, in its transaction): deliver them now.
  ctx.webhooks?.wake();
  return result;
});

/** The least role an admin procedure needs: its meta's `requires`, else any staff's for a query and an editor's otherwise. */
const roleNeededBy = (meta: ChamberMeta | undefined, type: ProcedureType): StaffRole =>
  meta?.requires ?? (type === "query" ? "moderator" : "editor");

/** Who passes decides who may call an admin procedure: found again by `staffRoleOf` for the document and tests. */
const staffGuard = t.middleware(async ({ ctx, meta, type, next }) => {
  if (!ctx.admin) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in as an administrator" });
  const needed = roleNeededBy(meta, type);
  if (!roleAllows(ctx.admin.role, needed))
    throw new TRPCError({ code: "FORBIDDEN", message: roleNeededMessage(needed) });
  // A person only: an API token has no second step to set up.
  if (ctx.admin.via === "session" && !ctx.admin.twoStep && !meta?.beforeTwoStep && (await twoStepRequired(ctx)))
    throw twoStepRequiredError();
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});

/**
 * Admin operations: a live session or API token, else 401 and nothing runs; a role below what the
 * procedure needs (its meta's `requires`), 403 naming the role — before its input is even read; a
 * person without two-step sign-in while the owners require it, 403 TWO_STEP_REQUIRED (but for what
 * `beforeTwoStep` allows).
 */
export const adminProcedure = publicProcedure.use(staffGuard).use(recordsWrites);

/**
 * The role `procedure` needs, or null when it is no admin procedure (public, a member's): read
 * from its middlewares, so the OpenAPI document and the role tests see exactly what the guard does.
 */
export function staffRoleOf(procedure: AnyProcedure): StaffRole | null {
  const { middlewares, meta, type } = procedure._def as typeof procedure._def & { middlewares?: unknown[] };
  const guarded = middlewares?.some((middleware) => staffGuard._middlewares.includes(middleware as never));
  return guarded ? roleNeededBy(meta as ChamberMeta | undefined, type) : null;
}

/** A visitor's write (a message, a submission, a subscription): recorded as a visitor's. */
export const visitorWriteProcedure = publicProcedure.use(recordsWrites);

/**
 * A member's own operations (/account): a live member session, else 401. A staff session or API
 * token is not a member and gets 401 too: staff act on listings through the admin procedures.
 */
export const memberProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!ctx.member) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in with the link we e-mail you" });
    return next({ ctx: { ...ctx, member: ctx.member } });
  })
  .use(recordsWrites);

/**
 * Gives the procedure `ctx.changes` (cache/changes.ts), starting with `entities`; once the
 * procedure succeeded, every cached read of what it lists is dropped (in this instance, and in the others
 * through Redis) before the answer leaves. A failed procedure drops nothing: it changed nothing.
 */
const dropsAfterwards = (entities: readonly CachedEntity[]) =>
  t.middleware(async ({ ctx, next }) => {
    const changes = new Changes(entities);
    const result = await next({ ctx: { changes } });
    if (result.ok) {
      // Inside a recorded transaction, once it committed: a read between the drop and the commit
      // would otherwise put the old answer back in the cache.
      const flush = () => changes.flush(ctx.cache);
      if (ctx.afterCommit) ctx.afterCommit(flush);
      else await flush();
    }
    return result;
  });

/**
 * An admin write to `entities` (none when only the work itself can tell, through `ctx.changes`):
 * what it names is dropped from the read cache once it succeeded.
 */
export const writeProcedure = (...entities: CachedEntity[]) => adminProcedure.use(dropsAfterwards(entities));

/**
 * An admin write that must first read something slow from outside (a calendar feed): `read` runs
 * once the role is checked and the input parsed, before the transaction opens, so a slow remote
 * never holds a transaction (and a pooled connection) open; its answer is the procedure's `ctx.read`.
 */
export const writeReadingFirst = <Schema extends z.ZodType, Read>(
  input: Schema,
  read: (ctx: Context, input: z.output<Schema>) => Promise<Read>,
  ...entities: CachedEntity[]
) =>
  publicProcedure
    .use(staffGuard)
    .input(input)
    .use(async ({ ctx, input, next }) => next({ ctx: { read: await read(ctx, input as z.output<Schema>) } }))
    .use(recordsWrites)
    .use(dropsAfterwards(entities));

/** A public procedure that may write as a side effect, naming what through `ctx.changes`. */
export const publicChangingProcedure = visitorWriteProcedure.use(dropsAfterwards([]));

/** A member's write that may publish at once, naming what through `ctx.changes`. */
export const memberChangingProcedure = memberProcedure.use(dropsAfterwards([]));

/**
 * Whether a read returns hidden rows too (see `readScope` in @chamber/core): asking for "all"
 * without being an admin is refused rather than quietly narrowed.
 */
export function seesHidden(ctx: Context, scope: "public" | "all" | undefined): boolean {
  if (scope === "all" && !ctx.admin) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in as an administrator to read hidden items" });
  }
  return scope === "all" || (scope === undefined && ctx.admin !== null);
}

export const notFound = (what: string) => new TRPCError({ code: "NOT_FOUND", message: `${what} not found` });

/** The body every DELETE answers with. */
export const deleted = z.object({ success: z.literal(true), id: z.number().int() });
