// The session cookies: a browser session's token, HttpOnly (no script reads it), SameSite=Strict
// (no other site's page sends it) and Secure over HTTPS, on every path. Staff and members each have
// their own (sessions.ts `SessionKind`): chamber_session names staff sessions only, chamber_member
// members' only, so neither can stand in for the other and a browser may hold both. Strict suits
// the member's too: the mailed link opens a page whose own POST signs in, so the cookie is set by
// and sent to this site's pages only. The response cache looks for a live session under these
// names (live-sessions.ts), so they are fixed.
import type { SessionKind } from "./sessions.ts";

const SESSION_COOKIES: Record<SessionKind, string> = {
  staff: "chamber_session",
  member: "chamber_member",
};

/** Both kinds, for what looks at every session cookie a request carries (the response cache). */
export const sessionKinds = Object.keys(SESSION_COOKIES) as SessionKind[];

/**
 * The header a caller adds to mint a tab token from the cookie. Another site cannot send a custom
 * header without a CORS preflight this server never grants, so it cannot mint one for itself.
 */
export const REFRESH_HEADER = "x-chamber-refresh";

/** The `kind` cookie's value in a `Cookie` header (the staff's by default), or null. */
export function readSessionCookie(header: string | string[] | undefined, kind: SessionKind = "staff"): string | null {
  const value = Array.isArray(header) ? header.join("; ") : header;
  if (!value) return null;
  const cookieName = SESSION_COOKIES[kind];
  for (const part of value.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() === cookieName) {
      const token = rest.join("=").trim();
      return token || null;
    }
  }
  return null;
}

/** `Set-Cookie` for a `kind` session that ends at `expiresAt`, or, with null, one that clears it. */
export function sessionCookieHeader(
  session: { token: string; expiresAt: Date } | null,
  secure: boolean,
  kind: SessionKind = "staff",
): string {
  const name = SESSION_COOKIES[kind];
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])];
  if (!session) return [`${name}=`, ...attributes, "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"].join("; ");
  return [`${name}=${session.token}`, ...attributes, `Expires=${session.expiresAt.toUTCString()}`].join("; ");
}
