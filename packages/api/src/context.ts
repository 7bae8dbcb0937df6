// Request context, split as in create-t3-turbo: the inner part (database, signed-in admin, clock)
// is all a procedure needs, so tests build it directly and call routers with createCaller; the
// outer part reads the bearer token off an HTTP request.
import { DEFAULT_SITE_TIMEZONE } from "@chamber/core";
import type { Database } from "@chamber/db";
import { type Admin, authenticate, type SignedInMember } from "./auth/authenticate.ts";
import type { LiveSessions } from "./auth/live-sessions.ts";
import { REFRESH_HEADER, readSessionCookie, sessionCookieHeader } from "./auth/session-cookie.ts";
import type { SessionKind } from "./auth/sessions.ts";
import { NextChangeNote } from "./cache/next-change-note.ts";
import { noopCache, type ReadCache } from "./cache/read-cache.ts";
import type { MailContext } from "./mail/outbox.ts";
import type { OutboundPolicy } from "./outbound/public-request.ts";
import { ListPageNote } from "./paging/list-page-note.ts";
import type { Limiter } from "./rate-limit/limiter.ts";
import type { RateLimits } from "./rate-limit/rules.ts";

/** What the rate-limited procedures count with, and whom they count. */
export interface RateLimitContext {
  limiter: Limiter;
  rules: RateLimits;
  /** The client's address as the server sees it (Fastify's request.ip, after TRUST_PROXY). */
  client: string;
}

export interface InnerContext {
  db: Database;
  prisma: Database["prisma"];
  /** The signed-in admin, or null for a public caller. */
  admin: Admin | null;
  /** The signed-in member (never with `admin`): grants `memberProcedure`s only. */
  member: SignedInMember | null;
  /** The raw bearer token, kept so logout can revoke exactly this session. */
  token: string | null;
  now: () => Date;
  /** SITE_TIMEZONE: the zone a series' rule and a list's date bounds are read in. */
  zone: string;
  cache: ReadCache;
  /** Null when rate limits are off (tests, benches, createCaller). */
  rateLimit: RateLimitContext | null;
  /** The browser session's cookie, its `Set-Cookie` writer and CSRF header (null without HTTP). */
  browser: BrowserSession | null;
  /** Mail set-up (mail/outbox.ts); null when SMTP is off, and then nothing is queued. */
  mail: MailContext | null;
  /** The server's memo of live sessions, told when an admin signs out (null without one). */
  liveSessions: LiveSessions | null;
  /** PUBLIC_URL, for links staff copy when no mail goes out; "" (links relative to the site) without one. */
  publicUrl: string;
  /**
   * Inside a mutation's recorded transaction (trpc.ts): runs `task` once it committed, before the
   * answer leaves. Null outside one: then what would wait for the commit runs at once.
   */
  afterCommit: ((task: AfterCommitTask) => void) | null;
  /** Which addresses the server may fetch or post to for a person (outbound/public-request.ts). */
  outbound: OutboundPolicy;
  /** A paged REST list's total and next cursor, which the REST door answers as headers (paging/list-page.ts). */
  listPage: ListPageNote;
  /** The next instant the answer changes by the clock alone (a post starting or ending), for shared caches. */
  nextChange: NextChangeNote;
  /** Tells the webhook worker that a committed write may have queued events; null without one. */
  webhooks: WebhookWake | null;
}

interface WebhookWake {
  wake(): void;
}

export type AfterCommitTask = () => Promise<void> | void;

export interface BrowserSession {
  /** Each session cookie's token, if the request carried it: chamber_session (staff), chamber_member (a member). */
  cookies: Record<SessionKind, string | null>;
  /** Whether the request carries the refresh header, which no other site can send. */
  refreshHeader: boolean;
  /** Sets the `kind` cookie for this session, or with null clears it. */
  setCookie(kind: SessionKind, session: { token: string; expiresAt: Date } | null): void;
}

export interface ContextOptions {
  db: Database;
  now?: () => Date;
  /** Omitted: DEFAULT_SITE_TIMEZONE. */
  zone?: string | undefined;
  cache?: ReadCache;
  /** Omitted: no rate limits. */
  rateLimits?: { limiter: Limiter; rules: RateLimits } | undefined;
  /** Omitted: no mail is queued. */
  mail?: MailContext | null | undefined;
  liveSessions?: LiveSessions | undefined;
  /** PUBLIC_URL; omitted: the mail set-up's, else "" (links relative to the site). */
  publicUrl?: string | undefined;
  /** Omitted: only public addresses (IMPORT_ALLOW_PRIVATE unset). */
  outbound?: OutboundPolicy | undefined;
  /** Omitted: the webhook worker finds queued events at its next poll. */
  webhooks?: WebhookWake | undefined;
}

export function createInnerContext(
  options: ContextOptions & {
    admin?: Admin | null;
    member?: SignedInMember | null;
    token?: string | null;
    client?: string;
    browser?: BrowserSession | null;
  },
): InnerContext {
  return {
    db: options.db,
    prisma: options.db.prisma,
    admin: options.admin ?? null,
    member: options.member ?? null,
    token: options.token ?? null,
    now: options.now ?? (() => new Date()),
    zone: options.zone ?? DEFAULT_SITE_TIMEZONE,
    cache: options.cache ?? noopCache,
    rateLimit: options.rateLimits ? { ...options.rateLimits, client: options.client ?? "unknown" } : null,
    browser: options.browser ?? null,
    mail: options.mail ?? null,
    liveSessions: options.liveSessions ?? null,
    publicUrl: options.publicUrl ?? options.mail?.publicUrl ?? "",
    afterCommit: null,
    outbound: options.outbound ?? { allowPrivate: false },
    listPage: new ListPageNote(),
    nextChange: new NextChangeNote(),
    webhooks: options.webhooks ?? null,
  };
}

/** Reads `Authorization: Bearer <token>`; anything else is an anonymous caller. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

interface HttpRequest {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  /** "https" behind TLS (Fastify reads X-Forwarded-Proto when it trusts the proxy). */
  protocol?: string;
}

/** Where a response header can be set (Fastify's reply); absent for callers without HTTP. */
interface HttpReply {
  header(name: string, value: string): unknown;
}

/** Builds the per-request context factory used by both /trpc and /api. */
export function contextFactory(options: ContextOptions) {
  const now = options.now ?? (() => new Date());
  return async ({ req, res }: { req: HttpRequest; res?: HttpReply }) => {
    const token = bearerToken(req.headers.authorization);
    const { admin, member } = token
      ? await authenticate(options.db.prisma, token, now())
      : { admin: null, member: null };
    const browser: BrowserSession = {
      cookies: {
        staff: readSessionCookie(req.headers.cookie, "staff"),
        member: readSessionCookie(req.headers.cookie, "member"),
      },
      refreshHeader: Boolean(req.headers[REFRESH_HEADER]),
      setCookie: (kind, session) => {
        res?.header("set-cookie", sessionCookieHeader(session, req.protocol === "https", kind));
      },
    };
    return createInnerContext({
      ...options,
      now,
      admin,
      member,
      token: admin || member ? token : null,
      client: req.ip,
      browser,
    });
  };
}

export type Context = InnerContext;
