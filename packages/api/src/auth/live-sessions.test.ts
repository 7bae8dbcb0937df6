// LiveSessions answers most session cookies without a database read: a value not shaped like a
// token never reaches the database, a well-shaped one is read once and then remembered, a live
// answer lasts a minute at most (never past the session's end) and is dropped when its admin signs out.
import type { PrismaClient } from "@chamber/db";
import { describe, expect, it, vi } from "vitest";
import { LiveSessions } from "./live-sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

const T0 = new Date("2026-06-15T12:00:00.000Z");

function world() {
  let now = T0;
  const rows = new Map<
    string,
    { userId: number | null; memberId: number | null; parentId: number | null; expiresAt: Date }
  >();
  const findUnique = vi.fn(async ({ where }: { where: { tokenHash: string } }) => rows.get(where.tokenHash) ?? null);
  const prisma = { session: { findUnique } } as unknown as PrismaClient;
  const sessions = new LiveSessions(prisma, () => now);
  const signIn = (userId: number, lifeMs = 12 * 3_600_000) => {
    const token = newToken();
    rows.set(hashToken(token), { userId, memberId: null, parentId: null, expiresAt: new Date(now.getTime() + lifeMs) });
    return token;
  };
  const memberSignIn = (memberId: number) => {
    const token = newToken();
    rows.set(hashToken(token), {
      userId: null,
      memberId,
      parentId: null,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    return token;
  };
  return {
    sessions,
    reads: () => findUnique.mock.calls.length,
    signIn,
    memberSignIn,
    end: (token: string) => rows.delete(hashToken(token)),
    wait: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe("LiveSessions", () => {
  it("refuses a value that is not a token's shape without any read", async () => {
    const { sessions, reads } = world();
    for (const junk of ["junk", "", "a".repeat(42), `${"a".repeat(42)}!`, "a".repeat(44)]) {
      expect(sessions.known(junk)).toBe(false);
      expect(await sessions.isLive(junk)).toBe(false);
    }
    expect(reads()).toBe(0);
  });

  it("reads an unknown well-shaped token once, then knows it is no session", async () => {
    const { sessions, reads } = world();
    const forged = newToken();
    expect(sessions.known(forged)).toBeUndefined();
    for (let i = 0; i < 50; i++) expect(await sessions.isLive(forged)).toBe(false);
    expect(sessions.known(forged)).toBe(false);
    expect(reads()).toBe(1);
  });

  it("knows a live session for a minute, then reads it again", async () => {
    const { sessions, reads, signIn, end, wait } = world();
    const token = signIn(1);
    expect(await sessions.isLive(token)).toBe(true);
    expect(sessions.known(token)).toBe(true);
    end(token);
    wait(59_000);
    expect(sessions.known(token)).toBe(true);
    wait(1_000);
    expect(sessions.known(token)).toBeUndefined();
    expect(await sessions.isLive(token)).toBe(false);
    expect(reads()).toBe(2);
  });

  it("never counts a session live past its end", async () => {
    const { sessions, signIn, wait } = world();
    const token = signIn(1, 10_000);
    expect(await sessions.isLive(token)).toBe(true);
    wait(10_000);
    expect(await sessions.isLive(token)).toBe(false);
  });

  it("forgets an admin's sessions when they sign out, and only theirs", async () => {
    const { sessions, signIn, end } = world();
    const mine = signIn(1);
    const theirs = signIn(2);
    await Promise.all([sessions.isLive(mine), sessions.isLive(theirs)]);
    end(mine);
    sessions.forgetUser(1);
    expect(sessions.known(mine)).toBeUndefined();
    expect(await sessions.isLive(mine)).toBe(false);
    expect(sessions.known(theirs)).toBe(true);
  });

  it("keeps the kinds apart: a staff token is no member's session, nor a member's the staff's", async () => {
    const { sessions, signIn, memberSignIn, end } = world();
    const staff = signIn(1);
    const member = memberSignIn(7);
    expect(await sessions.isLive(staff, "member")).toBe(false);
    expect(await sessions.isLive(member, "staff")).toBe(false);
    expect(await sessions.isLive(member, "member")).toBe(true);
    expect(await sessions.isLive(staff)).toBe(true);
    end(member);
    sessions.forgetUser(7);
    expect(sessions.known(member, "member")).toBe(true);
    sessions.forgetMember(7);
    expect(await sessions.isLive(member, "member")).toBe(false);
    expect(sessions.known(staff)).toBe(true);
  });

  it("stays bounded under a flood of distinct forged tokens", async () => {
    const { sessions, signIn, reads } = world();
    const token = signIn(1);
    await sessions.isLive(token);
    for (let i = 0; i < 2_500; i++) await sessions.isLive(newToken());
    expect(reads()).toBe(2_501);
    // The oldest answer went to make room: the memo held at most its bound.
    expect(sessions.known(token)).toBeUndefined();
  });
});
