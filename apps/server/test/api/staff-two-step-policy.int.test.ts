// The owners' two-step policy and resetting someone's second step through the REST door
// (docs/product.md "Staff sign-in"): a person without two-step is held at the set-up while the
// policy is on (403 TWO_STEP_REQUIRED), only owners read and set it or reset someone's; turning
// one's own off needs a right code or the password.
import { beforeAll, describe, expect, it } from "vitest";
import { resetAdminTwoStep } from "../../src/cli/admin-password.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, at, expectError, minutes, T0 } from "../helpers.ts";
import { bearer, codeAt, EDITOR, twoStepApp } from "./two-step-support.ts";

const two = twoStepApp();
const { clock, ids, post, get, challengeFor, tokenOf } = two;
/** The owner, signed in by the helpers before their two-step was on (the clock stays within the token's 15 minutes). */
const owner = () => two.ctx.auth;

beforeAll(async () => {
  clock.set(T0);
  await two.turnOn(owner());
});

describe("the owners' policy", () => {
  it("is the owners' to read and set", async () => {
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    expectError(await get("/api/staff/two-step-policy", editor), 403, "FORBIDDEN");
    const put = await two.ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: editor,
    });
    expectError(put, 403, "FORBIDDEN");
    expect((await get("/api/staff/two-step-policy", owner())).json()).toEqual({ required: false });
  });

  it("holds a person without two-step at the set-up until they turned it on", async () => {
    const put = await two.ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: owner(),
    });
    expect(put.statusCode, put.body).toBe(200);
    // Sign-in still answers a token…
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    // …which opens only who they are, signing out and the set-up.
    expectError(await get("/api/members", editor), 403, "TWO_STEP_REQUIRED");
    expectError(await post("/api/staff/1/two-step/reset", {}, editor), 403, "FORBIDDEN");
    expect((await get("/api/auth/me", editor)).statusCode).toBe(200);
    expect((await get("/api/auth/two-step", editor)).json()).toMatchObject({ enabled: false, required: true });
    // Turning it off is refused while required.
    expectError(await post("/api/auth/two-step/disable", { password: ADMIN_PASSWORD }, owner()), 409, "CONFLICT");

    const setupAnswer = await post("/api/auth/two-step/setup", {}, editor);
    expect(setupAnswer.statusCode, setupAnswer.body).toBe(200);
    const editorSecret = setupAnswer.json<{ secret: string }>().secret;
    const confirmed = await post("/api/auth/two-step/confirm", { code: codeAt(editorSecret, clock.now()) }, editor);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await get("/api/members", editor)).statusCode).toBe(200);
  });

  it("is refused to an owner who has not turned two-step on", async () => {
    await two.ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: false },
      headers: owner(),
    });
    expect((await post("/api/auth/two-step/disable", { password: ADMIN_PASSWORD }, owner())).statusCode).toBe(200);
    const put = await two.ctx.app.inject({
      method: "PUT",
      url: "/api/staff/two-step-policy",
      payload: { required: true },
      headers: owner(),
    });
    expectError(put, 409, "CONFLICT");
  });
});

describe("turning it off and resetting someone's", () => {
  it("asks the second step of whoever has it on, and only of them", async () => {
    clock.set(at(T0, minutes(1)));
    expect(await challengeFor(EDITOR.email, EDITOR.password)).toEqual(expect.any(String));
    expect(await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
  });

  it("lets only an owner reset another person's second step", async () => {
    // The editor lost their phone and their recovery codes: the owner resets their second step.
    expectError(await post("/api/staff/999999/two-step/reset", {}, owner()), 404, "NOT_FOUND");
    const reset = await post(`/api/staff/${ids.editor}/two-step/reset`, {}, owner());
    expect(reset.json()).toEqual({ success: true, id: ids.editor });
    const editor = bearer(await tokenOf(EDITOR.email, EDITOR.password));
    expect((await get("/api/auth/me", editor)).json()).toMatchObject({ twoStep: false });
    expectError(await post(`/api/staff/${ids.owner}/two-step/reset`, {}, editor), 403, "FORBIDDEN");
    expect(await two.ctx.prisma.recoveryCode.count({ where: { userId: ids.editor } })).toBe(0);
  });

  it("refuses to turn off with a wrong password", async () => {
    clock.set(at(T0, minutes(2)));
    const started = await post("/api/auth/two-step/setup", {}, owner());
    const key = started.json<{ secret: string }>().secret;
    await post("/api/auth/two-step/confirm", { code: codeAt(key, clock.now()) }, owner());
    expectError(
      await post("/api/auth/two-step/disable", { password: "not the password" }, owner()),
      400,
      "BAD_REQUEST",
    );
    expect((await post("/api/auth/two-step/disable", {}, owner())).statusCode).toBe(400);
    clock.set(at(T0, minutes(3)));
    const off = await post("/api/auth/two-step/disable", { code: codeAt(key, clock.now()) }, owner());
    expect(off.statusCode, off.body).toBe(200);
  });
});

describe("pnpm admin two-step-reset", () => {
  it("turns off the two-step sign-in of the admin named, for the last owner locked out", async () => {
    clock.set(at(T0, minutes(4)));
    await two.turnOn(owner());
    expect(await challengeFor()).toEqual(expect.any(String));
    expect(await resetAdminTwoStep(two.ctx.prisma, ` ${ADMIN_EMAIL.toUpperCase()} `)).toBe(ADMIN_EMAIL);
    expect(await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String));
    await expect(resetAdminTwoStep(two.ctx.prisma, "nobody@test.example")).rejects.toThrow(/No admin/);
  });
});
