// The chamber_session cookie: the browser session's token, HttpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it) and Secure over HTTPS, on every path. The
// response cache looks for a live session under this name (live-sessions.ts), so the name is fixed.
const SESSION_COOKIE = "chamber_session";

/**
 * The header a caller adds to mint a tab token from the cookie. Another site cannot send a custom
 * header without a CORS preflight this server never grants, so it cannot mint one for itself.
 */
export const REFRESH_HEADER = "x-chamber-refresh";

/** The cookie's value in a `Cookie` header, or null. */
export function readSessionCookie(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join("; ") : header;
  if (!value) return null;
  for (const part of value.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() === SESSION_COOKIE) {
      const token = rest.join("=").trim();
      return token || null;
    }
  }
  return null;
}

/** `Set-Cookie` for a session that ends at `expiresAt`, or, with null, one that clears it. */
export function sessionCookieHeader(session: { token: string; expiresAt: Date } | null, secure: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])];
  if (!session)
    return [`${SESSION_COOKIE}=`, ...attributes, "Max-Age=0", "Expires=Thu, 01 Jan 1970 00:00:00 GMT"].join("; ");
  return [`${SESSION_COOKIE}=${session.token}`, ...attributes, `Expires=${session.expiresAt.toUTCString()}`].join("; ");
}
