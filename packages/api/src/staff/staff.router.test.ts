// The owner's staff work through createCaller: invitations (mailed, or answered without mail),
// accepting one (once, within 72 hours, with a password that is not a common one), role changes and
// removals that always leave an owner, and API tokens with their role and maker.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Admin, authenticate } from "../auth/authenticate.ts";
import { hashPassword } from "../auth/passwords.ts";
import { startSession } from "../auth/sessions.ts";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, MINUTE, openCallers, T0, testAdmin } from "../testing/callers.ts";

const mail = { staffEmail: "staff@chamber.test", publicUrl: "https://chamber.test" };
const HOUR = 60 * MINUTE;
const GOOD_PASSWORD = "lantern orchard pelican 42";

let callers: Callers;
let ownerId: number;
let owner: ReturnType<typeof createCaller>;
let mailingOwner: ReturnType<typeof createCaller>;
const setCookies: unknown[] = [];

const callerAs = (admin: Admin | null, withMail = false) =>
  createCaller(
    createInnerContext({
      db: callers.db,
      now: () => callers.clock.now,
      admin,
      ...(withMail ? { mail } : {}),
      browser: {
        cookies: { staff: null, member: null },
        refreshHeader: false,
        setCookie: (kind, session) => void setCookies.push({ kind, session }),
      },
    }),
  );

/** The token an inviteUrl carries. */
const tokenOf = (url: string | undefined) => new URL(url ?? "", "https://x.example").searchParams.get("token") ?? "";

beforeAll(async () => {
  callers = await openCallers();
  const row = await callers.db.prisma.adminUser.create({
    data: { email: "olivia@chamber.test", name: "Olivia Owner", role: "owner", passwordHash: await hashPassword("x") },
  });
  ownerId = row.id;
  owner = callerAs({ ...testAdmin("owner", ownerId), name: "Olivia Owner", email: "olivia@chamber.test" });
  mailingOwner = callerAs({ ...testAdmin("owner", ownerId), name: "Olivia Owner" }, true);
});
afterAll(() => callers?.close());

describe("staff: invitations", () => {
  test("without mail the link is answered; the invitation waits in the list", async () => {
    const { invitation, inviteUrl } = await owner.staff.invite({
      name: "Eddie Editor",
      email: "Eddie@Chamber.test",
      role: "editor",
    });
    expect(invitation).toMatchObject({ email: "eddie@chamber.test", role: "editor", invitedBy: "Olivia Owner" });
    expect(invitation.expiresAt).toBe(new Date(T0.getTime() + 72 * HOUR).toISOString());
    expect(inviteUrl).toMatch(/^\/admin\/invitation\?token=[\w-]{43}$/);
    const list = await owner.staff.list({});
    expect(list.invitations.map((row) => row.email)).toContain("eddie@chamber.test");
    expect(list.staff.map((row) => row.email)).toContain("olivia@chamber.test");
  });

  test("with mail the link is mailed, not answered, and names the role", async () => {
    const { inviteUrl, invitation } = await mailingOwner.staff.invite({
      name: "Mo Moderator",
      email: "mo@chamber.test",
      role: "moderator",
    });
    expect(inviteUrl).toBeUndefined();
    const sent = await callers.db.prisma.outboxMessage.findFirstOrThrow({ where: { to: "mo@chamber.test" } });
    expect(sent.subject).toBe("Your invitation to the chamber's admin");
    expect(sent.text).toContain("invited you to the chamber website's admin as moderator");
    expect(sent.text).toMatch(/https:\/\/chamber\.test\/admin\/invitation\?token=[\w-]{43}/);
    const stored = await callers.db.prisma.staffInvitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(sent.text).not.toContain(stored.tokenHash);
  });

  test("inviting an address again replaces its waiting invitation", async () => {
    const first = await owner.staff.invite({ name: "Ria", email: "ria@chamber.test", role: "editor" });
    const second = await owner.staff.invite({ name: "Ria", email: "ria@chamber.test", role: "moderator" });
    const waiting = (await owner.staff.list({})).invitations.filter((row) => row.email === "ria@chamber.test");
    expect(waiting.map((row) => row.id)).toEqual([second.invitation.id]);
    const accept = { token: tokenOf(first.inviteUrl), name: "Ria", password: GOOD_PASSWORD };
    expect(await errorCodeOf(callers.visitor.staff.acceptInvitation(accept))).toBe("BAD_REQUEST");
  });

  test("an address that already has an account is refused with 409", async () => {
    const refused = owner.staff.invite({ name: "Again", email: "OLIVIA@chamber.test", role: "editor" });
    await expect(refused).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("already has a staff account"),
    });
  });

  test("a revoked invitation no longer works, and revoking it again is 404", async () => {
    const { invitation, inviteUrl } = await owner.staff.invite({
      name: "Rex",
      email: "rex@chamber.test",
      role: "editor",
    });
    await owner.staff.revokeInvitation({ id: invitation.id });
    expect(await errorCodeOf(owner.staff.revokeInvitation({ id: invitation.id }))).toBe("NOT_FOUND");
    const accept = { token: tokenOf(inviteUrl), name: "Rex", password: GOOD_PASSWORD };
    expect(await errorCodeOf(callers.visitor.staff.acceptInvitation(accept))).toBe("BAD_REQUEST");
  });
});

describe("staff: accepting an invitation", () => {
  test("makes the account with the invited role and signs the person in, once", async () => {
    const { inviteUrl } = await owner.staff.invite({ name: "Ada", email: "ada@chamber.test", role: "moderator" });
    const accept = { token: tokenOf(inviteUrl), name: "Ada Lovelace", password: GOOD_PASSWORD };
    const signedIn = await callerAs(null).staff.acceptInvitation(accept);
    const { admin } = await authenticate(callers.db.prisma, signedIn.token, callers.clock.now);
    expect(admin).toMatchObject({ name: "Ada Lovelace", email: "ada@chamber.test", role: "moderator", via: "session" });
    expect(setCookies.at(-1)).toMatchObject({ kind: "staff", session: { token: expect.any(String) } });
    await expect(callers.visitor.staff.acceptInvitation(accept)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { errorCode: "INVITATION_INVALID" },
    });
    expect(await callers.db.prisma.adminUser.count({ where: { email: "ada@chamber.test" } })).toBe(1);
  });

  test("a link past its 72 hours is refused", async () => {
    const { inviteUrl } = await owner.staff.invite({ name: "Late", email: "late@chamber.test", role: "editor" });
    callers.clock.now = new Date(T0.getTime() + 72 * HOUR);
    try {
      const accept = { token: tokenOf(inviteUrl), name: "Late", password: GOOD_PASSWORD };
      expect(await errorCodeOf(callers.visitor.staff.acceptInvitation(accept))).toBe("BAD_REQUEST");
    } finally {
      callers.clock.now = T0;
    }
  });

  test("a short, common or personal password is refused on its field, and the link still works", async () => {
    const { inviteUrl } = await owner.staff.invite({ name: "Pat Quill", email: "pat@chamber.test", role: "editor" });
    const token = tokenOf(inviteUrl);
    for (const password of ["short pass", "password1234", "patquill-rocks-2026"]) {
      await expect(
        callers.visitor.staff.acceptInvitation({ token, name: "Pat Quill", password }),
      ).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(
      callers.visitor.staff.acceptInvitation({ token, name: "Pat Quill", password: GOOD_PASSWORD }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });
});

describe("staff: roles and removal", () => {
  test("the last owner can be neither demoted nor removed (409 LAST_OWNER)", async () => {
    const last = { code: "CONFLICT", cause: { errorCode: "LAST_OWNER" } };
    await expect(owner.staff.setRole({ id: ownerId, role: "editor" })).rejects.toMatchObject(last);
    await expect(owner.staff.remove({ id: ownerId })).rejects.toMatchObject(last);
    expect(await owner.staff.setRole({ id: ownerId, role: "owner" })).toMatchObject({ role: "owner" });
  });

  test("with a second owner, one may be demoted; removal ends every session of theirs", async () => {
    const second = await callers.db.prisma.adminUser.create({
      data: { email: "second@chamber.test", name: "Second", role: "owner", passwordHash: "x" },
    });
    expect(await owner.staff.setRole({ id: second.id, role: "editor" })).toMatchObject({
      role: "editor",
      twoStep: false,
    });
    const { tab } = await startSession(callers.db.prisma, { userId: second.id }, callers.clock.now);
    expect((await authenticate(callers.db.prisma, tab.token, callers.clock.now)).admin?.role).toBe("editor");
    await owner.staff.remove({ id: second.id });
    expect((await authenticate(callers.db.prisma, tab.token, callers.clock.now)).admin).toBeNull();
    expect(await errorCodeOf(owner.staff.remove({ id: second.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(owner.staff.setRole({ id: second.id, role: "owner" }))).toBe("NOT_FOUND");
  });

  test("editors and moderators are refused every staff and token operation with 403", async () => {
    for (const role of ["editor", "moderator"] as const) {
      const caller = callerAs(testAdmin(role, ownerId));
      expect(await errorCodeOf(caller.staff.list({}))).toBe("FORBIDDEN");
      expect(await errorCodeOf(caller.staff.invite({ name: "X", email: "x@chamber.test", role: "owner" }))).toBe(
        "FORBIDDEN",
      );
      expect(await errorCodeOf(caller.staff.setRole({ id: ownerId, role: "editor" }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(caller.staff.remove({ id: ownerId }))).toBe("FORBIDDEN");
      expect(await errorCodeOf(caller.apiToken.list({}))).toBe("FORBIDDEN");
      expect(await errorCodeOf(caller.apiToken.create({ name: "X" }))).toBe("FORBIDDEN");
    }
    expect(await errorCodeOf(callers.visitor.staff.list({}))).toBe("UNAUTHORIZED");
  });
});

describe("API tokens", () => {
  test("an owner makes an editor's token by default, shown once, listed with its maker; revoking stops it", async () => {
    const made = await owner.apiToken.create({ name: "Member portal" });
    expect(made).toMatchObject({ role: "editor", createdBy: "Olivia Owner <olivia@chamber.test>", revokedAt: null });
    expect(made.token).toMatch(/^chk_/);
    const { admin } = await authenticate(callers.db.prisma, made.token, callers.clock.now);
    expect(admin).toMatchObject({ role: "editor", via: "api-token" });
    const listed = (await owner.apiToken.list({})).find((row) => row.id === made.id);
    expect(listed).toMatchObject({ name: "Member portal", lastUsedAt: T0.toISOString() });
    expect(listed).not.toHaveProperty("token");
    expect((await owner.apiToken.revoke({ id: made.id })).revokedAt).toBe(T0.toISOString());
    expect((await authenticate(callers.db.prisma, made.token, callers.clock.now)).admin).toBeNull();
    expect(await errorCodeOf(owner.apiToken.revoke({ id: 999_999 }))).toBe("NOT_FOUND");
  });

  test("takes a role and an expiry in the future; one in the past is refused", async () => {
    const made = await owner.apiToken.create({
      name: "Check-in kiosk",
      role: "moderator",
      expiresAt: "2026-07-01T00:00:00Z",
    });
    expect(made).toMatchObject({ role: "moderator", expiresAt: "2026-07-01T00:00:00.000Z" });
    expect(await errorCodeOf(owner.apiToken.create({ name: "Old", expiresAt: "2026-01-01T00:00:00Z" }))).toBe(
      "BAD_REQUEST",
    );
  });
});
