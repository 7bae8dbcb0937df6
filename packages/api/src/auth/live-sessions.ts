// Which session cookies (a staff admin's chamber_session, a member's chamber_member) name a live
// browser session of their kind, known without a database read for a
// cookie seen before. The response cache answers a visitor's page only when the request is not
// signed in, and a cookie anyone can make up must not be enough to skip it (each skip is a full
// render). A value that is not a session token's shape (32 random bytes in base64url) is no
// session, decided with no read at all; a well-shaped one is looked up once, and the answer kept
// in a small bounded memo:
//
// - "not live" is kept for DEAD_TTL_MS: an unknown or ended session never comes back (tokens are
//   random and new at each sign-in), so the only cost of keeping it is memory, which MAX_ENTRIES bounds.
// - "live" is kept for LIVE_TTL_MS at most, never past the session's end, and forgotten when its
//   admin signs out here. A sign-out on another instance (or `pnpm admin password`) is seen here
//   within LIVE_TTL_MS; until then that browser's pages are rendered afresh, which is what a live
//   session gets anyway, so a stale "live" costs renders and shows nothing it should not.
// - Each kind is remembered apart: a staff session's token offered as a member's cookie is no
//   member session, and is not taken for one because it was seen live as the staff's.
//
// A flood of distinct well-shaped tokens costs one indexed read each and evicts the oldest entries;
// it cannot make the memo grow.
import type { PrismaClient } from "@chamber/db";
import { liveSession, type SessionKind } from "./sessions.ts";

/** newToken(): 32 random bytes in base64url, no padding. */
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAX_ENTRIES = 2_000;
const LIVE_TTL_MS = 60_000;
const DEAD_TTL_MS = 10 * 60_000;

interface Known {
  live: boolean;
  /** The admin or member of a live session ("staff:1", "member:7"), so signing out forgets all of theirs. */
  owner: string | null;
  until: number;
}

export class LiveSessions {
  readonly #known = new Map<string, Known>();
  readonly #prisma: PrismaClient;
  readonly #now: () => Date;

  constructor(prisma: PrismaClient, now: () => Date = () => new Date()) {
    this.#prisma = prisma;
    this.#now = now;
  }

  /** What is known without a read: true or false, or undefined when only `isLive` can say. */
  known(token: string, kind: SessionKind = "staff"): boolean | undefined {
    if (!SESSION_TOKEN_SHAPE.test(token)) return false;
    const key = `${kind}:${token}`;
    const entry = this.#known.get(key);
    if (!entry) return undefined;
    this.#known.delete(key);
    if (entry.until <= this.#now().getTime()) return undefined;
    this.#known.set(key, entry);
    return entry.live;
  }

  /** Whether the token names a live browser session of `kind`, read from the database once per memo life. */
  async isLive(token: string, kind: SessionKind = "staff"): Promise<boolean> {
    const known = this.known(token, kind);
    if (known !== undefined) return known;
    const now = this.#now();
    const session = await liveSession(this.#prisma, token, now, kind);
    const until = session
      ? Math.min(now.getTime() + LIVE_TTL_MS, session.expiresAt.getTime())
      : now.getTime() + DEAD_TTL_MS;
    const owner = session && (kind === "staff" ? `staff:${session.userId}` : `member:${session.memberId}`);
    this.#remember(`${kind}:${token}`, { live: session !== null, owner, until });
    return session !== null;
  }

  /** Admin `userId` signed out: their sessions are read again when next seen. */
  forgetUser(userId: number): void {
    this.#forget(`staff:${userId}`);
  }

  /** Member `memberId` signed out (or lost access): their sessions are read again when next seen. */
  forgetMember(memberId: number): void {
    this.#forget(`member:${memberId}`);
  }

  #forget(owner: string) {
    for (const [key, entry] of [...this.#known]) if (entry.owner === owner) this.#known.delete(key);
  }

  #remember(key: string, entry: Known) {
    this.#known.delete(key);
    this.#known.set(key, entry);
    // A Map keeps insertion order and a hit moves its entry last: the first key is the oldest.
    for (const oldest of this.#known.keys()) {
      if (this.#known.size <= MAX_ENTRIES) break;
      this.#known.delete(oldest);
    }
  }
}
