// Shared by the two-step REST tests: an app on a clock the test moves, with the helpers' owner and
// an editor; the codes an authenticator app computes from a secret (the otpauth library); and the
// two steps of sign-in.
import { hashPassword } from "@chamber/api";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, expect } from "vitest";
import { ADMIN_EMAIL, ADMIN_PASSWORD, manualClock, setup, type TestContext, uncached } from "../helpers.ts";

export const EDITOR = { email: "editor@test.example", password: "a long editor passphrase" };

export type Headers = Record<string, string>;

export const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** What an authenticator app shows for `key` at `instant`. */
export const codeAt = (key: string, instant: Date) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(key) }).generate({
    timestamp: instant.getTime(),
  });

/** Registers the file's app (its beforeAll and afterAll) and answers what its tests call. */
export function twoStepApp() {
  const clock = manualClock();
  let ctx: TestContext | undefined;
  const ids = { owner: 0, editor: 0 };
  beforeAll(async () => {
    ctx = await setup({ ...uncached, now: clock.now });
    ids.owner = (await ctx.prisma.adminUser.findUniqueOrThrow({ where: { email: ADMIN_EMAIL } })).id;
    const editor = await ctx.prisma.adminUser.create({
      data: { email: EDITOR.email, name: "Eddie", role: "editor", passwordHash: await hashPassword(EDITOR.password) },
    });
    ids.editor = editor.id;
  });
  afterAll(() => ctx?.close());

  const app = () => {
    if (!ctx) throw new Error("the app is read before beforeAll built it");
    return ctx;
  };
  const post = (url: string, payload: object = {}, headers: Headers = {}) =>
    app().app.inject({ method: "POST", url, payload, headers });
  const get = (url: string, headers: Headers) => app().app.inject({ url, headers });

  /** Signs in with a password that answers a second step; its challenge. */
  async function challengeFor(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
    const response = await post("/api/auth/login", { email, password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const body = response.json<{ secondStep: true; challenge: string }>();
    expect(body.secondStep).toBe(true);
    return body.challenge;
  }

  /** Signs in with a password that answers a token at once. */
  async function tokenOf(email: string, password: string): Promise<string> {
    const response = await post("/api/auth/login", { email, password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ token: string }>().token;
  }

  /** Turns two-step on for whoever `auth` signs in, with the code of the clock's now; its secret and recovery codes. */
  async function turnOn(auth: Headers) {
    const started = await post("/api/auth/two-step/setup", {}, auth);
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json<{ secret: string }>().secret;
    const confirmed = await post("/api/auth/two-step/confirm", { code: codeAt(secret, clock.now()) }, auth);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  return {
    clock,
    ids,
    post,
    get,
    challengeFor,
    tokenOf,
    turnOn,
    get ctx() {
      return app();
    },
  };
}
