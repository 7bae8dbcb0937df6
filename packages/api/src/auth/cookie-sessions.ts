// What the staff's and the members' sign-in routers share about their session cookies: minting a
// tab token from the cookie (behind the refresh header) and ending the cookie's session.
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { REFRESH_HEADER } from "./session-cookie.ts";
import { type IssuedToken, refreshTabToken, type SessionKind, signOut } from "./sessions.ts";

/** A new tab token from the request's `kind` cookie: 403 without the refresh header, 401 without a live session. */
export async function refreshFromCookie(ctx: Context, kind: SessionKind, signInHint: string): Promise<IssuedToken> {
  if (!ctx.browser?.refreshHeader) {
    throw new TRPCError({ code: "FORBIDDEN", message: `Send the ${REFRESH_HEADER} header to refresh a session` });
  }
  const cookie = ctx.browser.cookies[kind];
  const tab = cookie ? await refreshTabToken(ctx.prisma, cookie, ctx.now(), kind) : null;
  if (!tab) {
    // A dead cookie is cleared so the browser stops sending it (and the HTML cache serves it again).
    if (cookie) ctx.browser.setCookie(kind, null);
    throw new TRPCError({ code: "UNAUTHORIZED", message: `No session: ${signInHint}` });
  }
  return tab;
}

/** Ends the browser session the request's `kind` cookie names (if any) and clears the cookie. */
export async function endCookieSession(ctx: Context, kind: SessionKind): Promise<void> {
  if (!ctx.browser) return;
  const cookie = ctx.browser.cookies[kind];
  if (cookie) await signOut(ctx.prisma, cookie);
  ctx.browser.setCookie(kind, null);
}
