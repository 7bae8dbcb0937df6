// Which page requests share the rendered-page cache: anonymous GETs only. A request carrying
// credentials (a bearer token, or the admin's session cookie) neither reads a visitor's cached
// page nor fills one, so nothing an admin's request did can reach a visitor.
import type { IncomingHttpHeaders } from "node:http";

/** The admin's session cookie (apps/server auth): its presence marks a signed-in browser. */
export const SESSION_COOKIE = "chamber_session";

const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export function isAnonymous(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return false;
  const cookie = headers.cookie;
  return cookie === undefined || !sessionCookie.test(cookie);
}
