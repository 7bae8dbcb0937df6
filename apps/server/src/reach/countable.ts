// Whether a request counts toward a listing's reach (docs/architecture.md "Reach"). Decided from
// the request's own headers, read and forgotten: nothing about the visitor is kept. Not counted:
// known crawlers (isbot, and a request with no User-Agent, which no browser sends), a visitor who
// asks not to be tracked (DNT: 1 or Sec-GPC: 1), and the site's own people: any request carrying
// a bearer token, or the staff's or a member's session cookie. A cookie is taken as it comes, not
// checked against the database: signing out clears it and it expires with its session, so a stale
// one is rare, and a page view never waits on a read.
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";

/** The staff's session cookie and the member's (packages/api auth/session-cookie.ts names them). */
const SIGNED_IN_COOKIES = new Set(["chamber_session", "chamber_member"]);

function carriesSignedInCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && SIGNED_IN_COOKIES.has(part.slice(0, at).trim()) && part.slice(at + 1).trim() !== "") return true;
  }
  return false;
}

export function isCountedVisitor(headers: IncomingHttpHeaders): boolean {
  if (headers.dnt === "1" || headers["sec-gpc"] === "1") return false;
  if (headers.authorization !== undefined) return false;
  const agent = headers["user-agent"];
  if (!agent || isbot(agent)) return false;
  return !carriesSignedInCookie(headers.cookie);
}
