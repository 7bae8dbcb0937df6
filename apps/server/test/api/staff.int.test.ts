// The staff's REST door through the real Fastify instance: inviting, accepting (once, within 72
// hours, with a usable password), changing roles and removing people with an owner always left,
// API tokens, and the refusals each door gives (401, 403 naming the role, 400, 404, 409).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  at,
  cookieToken,
  expectError,
  expectValidationError,
  hours,
  manualClock,
  setup,
  T0,
  type TestContext,
} from "../helpers.ts";

const clock = manualClock(T0);
let ctx: TestContext;
const PASSWORD = "lantern orchard pelican 42";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOf = (url: string) => new URL(url, "https://x.example").searchParams.get("token") ?? "";

/** Invites `email` as `role` and answers the link's token. */
async function invite(email: string, role: string, name = "Invited Person") {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/staff/invitations",
    headers: ctx.auth,
    payload: { name, email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return tokenOf(response.json<{ inviteUrl: string }>().inviteUrl);
}

const accept = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: "POST", url: "/api/auth/invitations/accept", payload });

/** A signed-in person of `role`, joined through an invitation; answers their bearer token. */
async function joined(email: string, role: string) {
  const response = await accept({ token: await invite(email, role), name: `The ${role}`, password: PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  ctx = await setup({ now: clock.now });
});
afterAll(() => ctx.close());

describe("invitations and accepting them", () => {
  test("an accepted invitation signs the person in with the role given, cookie included", async () => {
    const response = await accept({
      token: await invite("eve@chamber.test", "editor"),
      name: "Eve Stone",
      password: PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieToken(response)).toMatch(/^[\w-]{43}$/);
    const me = await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(response.json().token) });
    expect(me.json()).toMatchObject({ name: "Eve Stone", email: "eve@chamber.test", role: "editor", twoStep: false });
    const staff = await ctx.app.inject({ method: "GET", url: "/api/staff", headers: ctx.auth });
    expect(staff.json().staff.map((row: { email: string }) => row.email)).toContain("eve@chamber.test");
  });

  test("a link works once, and not after its 72 hours", async () => {
    const token = await invite("once@chamber.test", "moderator");
    expect((await accept({ token, name: "Once", password: PASSWORD })).statusCode).toBe(200);
    expectError(await accept({ token, name: "Twice", password: PASSWORD }), 400, "INVITATION_INVALID");
    const late = await invite("late@chamber.test", "editor");
    clock.set(at(T0, hours(72)));
    try {
      expectError(await accept({ token: late, name: "Late", password: PASSWORD }), 400, "INVITATION_INVALID");
    } finally {
      clock.set(T0);
    }
    expectError(await accept({ token: "no-such-link", name: "X", password: PASSWORD }), 400, "INVITATION_INVALID");
  });

  test("a short or common password is refused on its field", async () => {
    const token = await invite("pw@chamber.test", "editor");
    expectValidationError(await accept({ token, name: "Pw", password: "too short" }), "password");
    const common = expectValidationError(await accept({ token, name: "Pw", password: "password123456" }), "password");
    expect(common.issues[0]?.message).toMatch(/too common/);
    expect((await accept({ token, name: "Pw", password: PASSWORD })).statusCode).toBe(200);
  });

  test("bad input is 400 naming the fields; an address already on the staff is 409", async () => {
    const bad = { name: "", email: "not-an-address", role: "admin" };
    const refused = await ctx.app.inject({
      method: "POST",
      url: "/api/staff/invitations",
      headers: ctx.auth,
      payload: bad,
    });
    expectValidationError(refused, "name", "email", "role");
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/staff/invitations",
      headers: ctx.auth,
      payload: { name: "Admin", email: "ADMIN@test.example", role: "editor" },
    });
    expect(expectError(again, 409, "CONFLICT").message).toMatch(/already has a staff account/);
  });

  test("a revoked invitation is gone from the list and its link refused; an unknown one is 404", async () => {
    const token = await invite("rev@chamber.test", "editor");
    const list = await ctx.app.inject({ method: "GET", url: "/api/staff", headers: ctx.auth });
    const { id } = list.json().invitations.find((row: { email: string }) => row.email === "rev@chamber.test");
    const revoked = await ctx.app.inject({ method: "DELETE", url: `/api/staff/invitations/${id}`, headers: ctx.auth });
    expect(revoked.json()).toEqual({ success: true, id });
    expectError(await accept({ token, name: "Rev", password: PASSWORD }), 400, "INVITATION_INVALID");
    const unknown = await ctx.app.inject({ method: "DELETE", url: `/api/staff/invitations/${id}`, headers: ctx.auth });
    expectError(unknown, 404, "NOT_FOUND");
  });
});

describe("roles, removal and the last owner", () => {
  test("the last owner is neither demoted nor removed: 409 LAST_OWNER", async () => {
    const me = (await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: ctx.auth })).json<{ id: number }>();
    const demote = await ctx.app.inject({
      method: "PUT",
      url: `/api/staff/${me.id}`,
      headers: ctx.auth,
      payload: { role: "editor" },
    });
    expectError(demote, 409, "LAST_OWNER");
    expectError(
      await ctx.app.inject({ method: "DELETE", url: `/api/staff/${me.id}`, headers: ctx.auth }),
      409,
      "LAST_OWNER",
    );
  });

  test("a role change takes effect at once; removal ends the person's sessions; unknown ids are 404", async () => {
    const token = await joined("promote@chamber.test", "moderator");
    const { id } = (await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).json<{
      id: number;
    }>();
    const changed = await ctx.app.inject({
      method: "PUT",
      url: `/api/staff/${id}`,
      headers: ctx.auth,
      payload: { role: "owner" },
    });
    expect(changed.json()).toMatchObject({ id, role: "owner" });
    expect((await ctx.app.inject({ method: "GET", url: "/api/staff", headers: bearer(token) })).statusCode).toBe(200);
    const removed = await ctx.app.inject({ method: "DELETE", url: `/api/staff/${id}`, headers: ctx.auth });
    expect(removed.json()).toEqual({ success: true, id });
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) }),
      401,
      "UNAUTHORIZED",
    );
    const badRole = await ctx.app.inject({
      method: "PUT",
      url: `/api/staff/${id}`,
      headers: ctx.auth,
      payload: { role: "boss" },
    });
    expectValidationError(badRole, "role");
    const gone = await ctx.app.inject({
      method: "PUT",
      url: `/api/staff/${id}`,
      headers: ctx.auth,
      payload: { role: "editor" },
    });
    expectError(gone, 404, "NOT_FOUND");
    expectError(
      await ctx.app.inject({ method: "DELETE", url: `/api/staff/${id}`, headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
  });
});

describe("API tokens", () => {
  test("an owner makes an editor's token by default (201, shown once), lists it with its maker, revokes it", async () => {
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: ctx.auth,
      payload: { name: "Portal" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = made.json<{ id: number; token: string; role: string; createdBy: string }>();
    expect(token).toMatchObject({ role: "editor", createdBy: "admin@test.example" });
    const used = await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token.token) });
    expect(used.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: "GET", url: "/api/tokens", headers: ctx.auth });
    const listed = list.json().find((row: { id: number }) => row.id === token.id);
    expect(listed).toMatchObject({ lastUsedAt: T0.toISOString(), revokedAt: null });
    expect(listed).not.toHaveProperty("token");
    const revoked = await ctx.app.inject({ method: "DELETE", url: `/api/tokens/${token.id}`, headers: ctx.auth });
    expect(revoked.json()).toMatchObject({ id: token.id, revokedAt: T0.toISOString() });
    expectError(
      await ctx.app.inject({ method: "GET", url: "/api/contact-messages", headers: bearer(token.token) }),
      401,
      "UNAUTHORIZED",
    );
    expectError(
      await ctx.app.inject({ method: "DELETE", url: "/api/tokens/999999", headers: ctx.auth }),
      404,
      "NOT_FOUND",
    );
    const badRole = await ctx.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: ctx.auth,
      payload: { name: "X", role: "root" },
    });
    expectValidationError(badRole, "role");
  });
});

describe("who may", () => {
  const doors = [
    { method: "GET", url: "/api/staff" },
    { method: "POST", url: "/api/staff/invitations", payload: { name: "X", email: "x@chamber.test", role: "editor" } },
    { method: "PUT", url: "/api/staff/1", payload: { role: "editor" } },
    { method: "DELETE", url: "/api/staff/1" },
    { method: "DELETE", url: "/api/staff/invitations/1" },
    { method: "GET", url: "/api/tokens" },
    { method: "POST", url: "/api/tokens", payload: { name: "X" } },
    { method: "DELETE", url: "/api/tokens/1" },
  ] as const;

  test("anonymous callers get 401; editors and moderators 403 naming the owner", async () => {
    const editor = await joined("door-editor@chamber.test", "editor");
    const moderator = await joined("door-moderator@chamber.test", "moderator");
    for (const door of doors) {
      expectError(await ctx.app.inject(door), 401, "UNAUTHORIZED");
      for (const token of [editor, moderator]) {
        const refused = expectError(await ctx.app.inject({ ...door, headers: bearer(token) }), 403, "FORBIDDEN");
        expect(refused.message, `${door.method} ${door.url}`).toBe("Only an owner can do this");
      }
    }
  });
});
