// Rate limits counted inside the tRPC layer, on the procedure that actually runs. Both doors (/trpc
// and the REST twin under /api) call the procedure, so no spelling of a REST path (case, dot
// segments, trailing slash) and no tRPC batch escapes its limit: each call in a batch counts.
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { middleware } from "../trpc.ts";
import type { Limiter } from "./limiter.ts";
import { inTurn } from "./paced.ts";
import { RateLimited } from "./rate-limited.ts";
import type { RateLimitRule, RateLimits } from "./rules.ts";

export const RATE_LIMITED_MESSAGE = "Too many requests, please try again later";
export { RateLimited };

interface Count {
  key: string;
  rule: RateLimitRule;
}

/**
 * Counts one call against each limit and answers a function that takes the counts back. When a
 * limit is exceeded it throws 429, after taking its counts back if `undoIfRefused`.
 */
async function count(limiter: Limiter, counts: Count[], undoIfRefused: boolean): Promise<() => Promise<void>> {
  const hits = await Promise.all(counts.map(({ key, rule }) => limiter.hit(key, rule.windowMs)));
  const undo = async () => {
    await Promise.all(counts.map(({ key }) => limiter.undo(key)));
  };
  const waits = hits.filter((hit, i) => hit.count > (counts[i]?.rule.max ?? Number.POSITIVE_INFINITY));
  if (waits.length === 0) return undo;
  if (undoIfRefused) await undo();
  const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...waits.map((hit) => hit.resetMs)) / 1000));
  throw new TRPCError({
    code: "TOO_MANY_REQUESTS",
    message: RATE_LIMITED_MESSAGE,
    cause: new RateLimited(retryAfterSeconds),
  });
}

type PerClientRule = keyof Pick<
  RateLimits,
  "contact" | "newsletter" | "submissions" | "submissionImages" | "inquiries"
>;

/**
 * Counts one call of `group` against the calling client's `rule`; throws 429 past it. For the
 * doors that are no procedure (a submission's photo upload, which is multipart).
 */
export async function countClientCall(ctx: Context, group: string, rule: PerClientRule): Promise<void> {
  const limits = ctx.rateLimit;
  if (limits)
    await count(limits.limiter, [{ key: `${group}:client:${limits.client}`, rule: limits.rules[rule] }], false);
}

/**
 * Every call counts against the calling client's limit: one count per procedure, or one shared by
 * the procedures given the same `group` (event and listing submissions share theirs).
 */
export const limitPerClient = (rule: PerClientRule, group?: string) =>
  middleware(async ({ ctx, path, next }) => {
    await countClientCall(ctx, group ?? path, rule);
    return next();
  });

/** What a sign-in attempt (a password, a second step's code) counts against, and how it runs. */
export interface SignInCount {
  /** Runs the attempt: at once, or in the account's line when it is past its limit. */
  run<T>(attempt: () => Promise<T>): Promise<T>;
  /** Takes the counts back: the attempt was no failure. */
  undo(): Promise<void>;
}

const uncounted: SignInCount = { run: (attempt) => attempt(), undo: async () => {} };

/**
 * Counts one sign-in attempt of `group` for the calling client and for `account` (null when no
 * account is named). Past the client's limit it throws 429: one address cannot keep guessing.
 * Past the account's limit it never refuses — a refusal there would let anyone lock a person out
 * by failing on purpose from elsewhere — but the attempt waits its turn behind the others on that
 * account, with a pause (paced.ts): guesses from many addresses slow to one per pause while the
 * right password from a client under its own limit still gets in. Each attempt is counted before
 * it runs, so parallel guesses cannot all slip under a limit; `undo` takes it back.
 */
export async function countSignIn(ctx: Context, group: string, account: string | null): Promise<SignInCount> {
  const limits = ctx.rateLimit;
  if (!limits) return uncounted;
  const { limiter, rules } = limits;
  const undoClient = await count(
    limiter,
    [{ key: `${group}:client:${limits.client}`, rule: rules.signInPerClient }],
    true,
  );
  if (account === null) return { run: (attempt) => attempt(), undo: undoClient };
  const accountKey = `${group}:account:${account}`;
  const rule = rules.signInPerAccount;
  const hit = await limiter.hit(accountKey, rule.windowMs);
  return {
    run: (attempt) => (hit.count > rule.max ? inTurn(accountKey, rule.delayMs, attempt) : attempt()),
    undo: async () => {
      await Promise.all([undoClient(), limiter.undo(accountKey)]);
    },
  };
}

/**
 * Password sign-in: only failed attempts count (a wrong password or an unknown account), per client
 * and per account (the e-mail as loginInput normalised it, whatever the address), as countSignIn says.
 */
export const limitFailedSignIns = middleware(async ({ ctx, path, input, next }) => {
  const email = (input as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string") return next();
  const counted = await countSignIn(ctx, path, email);
  const result = await counted.run(() => next());
  if (result.ok || result.error.code !== "UNAUTHORIZED") await counted.undo();
  return result;
});

type AddressRules = "memberLinkPerClient" | "memberLinkPerAddress" | "registrations" | "registrationsPerAddress";

/**
 * Every call counts against the calling client's `clientRule` and the input's `email`'s
 * `addressRule` (as the input normalised it, lower-cased), the same whether the address is known
 * or not, so the limit tells no one which addresses are.
 */
const limitPerClientAndAddress = (clientRule: AddressRules, addressRule: AddressRules) =>
  middleware(async ({ ctx, path, input, next }) => {
    const limits = ctx.rateLimit;
    const email = (input as { email?: unknown } | undefined)?.email;
    if (limits && typeof email === "string") {
      await count(
        limits.limiter,
        [
          { key: `${path}:client:${limits.client}`, rule: limits.rules[clientRule] },
          { key: `${path}:address:${email.toLowerCase()}`, rule: limits.rules[addressRule] },
        ],
        false,
      );
    }
    return next();
  });

/** A mailed link (a member's sign-in, a staff password reset): every request may send a mail. */
export const limitMailedLinks = limitPerClientAndAddress("memberLinkPerClient", "memberLinkPerAddress");

/** An event registration: each may mail its address (a confirmation, or the link again). */
export const limitRegistrations = limitPerClientAndAddress("registrations", "registrationsPerAddress");

/** `Retry-After` for an answer holding a 429 (for a tRPC batch, the longest wait). */
export function rateLimitHeaders(errors: readonly { cause?: unknown }[]): Record<string, string> {
  const waits = errors.flatMap((error) => (error.cause instanceof RateLimited ? [error.cause.retryAfterSeconds] : []));
  return waits.length > 0 ? { "retry-after": String(Math.max(...waits)) } : {};
}
