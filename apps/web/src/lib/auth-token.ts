// A signed-in browser's bearer tokens, one store per kind of session: the staff's (authToken, for
// /admin) and a member's (memberToken, for /account), which the server keeps apart (each has its own
// HttpOnly cookie, chamber_session and chamber_member). A token lives for the browser tab only
// (sessionStorage) and for 15 minutes: the long-lived secret is the cookie, which no script reads.
// A tab opening its pages without a token, or holding one about to run out, asks the kind's refresh
// endpoint for a new one; the cookie goes with that request by itself, and the refresh header
// proves it comes from this site's own script. Scripts cannot see the cookie, so a note in
// localStorage (no secret in it: when the browser signed in) says whether asking is worth a
// request: a visitor who never signed in is not answered 401 on every visit.
// This module stays out of the first script: loading it registers both sessions with the API client
// (lib/session-bearers.ts), which is how the pages that sign in lend the client their tokens.
import { registerSession } from "./session-bearers.ts";
import { sessionLink } from "./session-link.ts";
import { signedInUntilKey } from "./signed-in-hint.ts";

/** As long as the server keeps a session (SESSION_TTL_MS). */
const SESSION_MS = 12 * 60 * 60 * 1000;
/** Refresh this long before the token runs out, so no call leaves with a dying token. */
const MARGIN_MS = 60_000;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

/** The store of one kind's tokens, kept under `chamber.<name>.…` and refreshed at `refreshUrl`. */
function tokenStore(name: string, refreshUrl: string) {
  const KEY = `chamber.${name}.token`;
  const EXPIRES_KEY = `chamber.${name}.token-expires`;
  const SIGNED_IN_UNTIL_KEY = signedInUntilKey(name);
  const listeners = new Set<() => void>();
  let refreshing: Promise<string | null> | null = null;

  async function requestToken(): Promise<string | null> {
    try {
      const response = await fetch(refreshUrl, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "x-chamber-refresh": "1" },
        body: "{}",
      });
      if (!response.ok) {
        window.localStorage.removeItem(SIGNED_IN_UNTIL_KEY);
        return null;
      }
      const issued = (await response.json()) as IssuedToken;
      // A cookie found without the note (a sign-in without a script) leaves one for the other tabs.
      if (window.localStorage.getItem(SIGNED_IN_UNTIL_KEY)) store.set(issued);
      else store.signedIn(issued);
      return issued.token;
    } catch {
      return null;
    }
  }

  const store = {
    get(): string | null {
      if (typeof window === "undefined") return null;
      return window.sessionStorage.getItem(KEY);
    },
    set(issued: IssuedToken | null) {
      if (typeof window === "undefined") return;
      if (issued) {
        window.sessionStorage.setItem(KEY, issued.token);
        window.sessionStorage.setItem(EXPIRES_KEY, issued.expiresAt);
      } else {
        // Signed out or ended: no tab of this browser has a session to ask for any more.
        window.sessionStorage.removeItem(KEY);
        window.sessionStorage.removeItem(EXPIRES_KEY);
        window.localStorage.removeItem(SIGNED_IN_UNTIL_KEY);
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** After signing in (a password, a mailed link): other tabs may now ask the cookie for a token. */
    signedIn(issued: IssuedToken, now = Date.now()) {
      if (typeof window === "undefined") return;
      window.localStorage.setItem(SIGNED_IN_UNTIL_KEY, new Date(now + SESSION_MS).toISOString());
      store.set(issued);
    },
    /**
     * A new token from the session cookie (one request however many ask at once), or null. Asked
     * only when this browser noted a sign-in, unless `always` (a page only the signed-in open, which
     * a sign-in without a script may have led to without leaving the note).
     */
    refresh(now = Date.now(), always = false): Promise<string | null> {
      if (typeof window === "undefined") return Promise.resolve(null);
      const signedInUntil = Date.parse(window.localStorage.getItem(SIGNED_IN_UNTIL_KEY) ?? "");
      if (!always && !(signedInUntil > now)) return Promise.resolve(null);
      refreshing ??= requestToken().finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
    /**
     * Before a call: a held token about to run out is replaced first. Without one nothing is asked
     * (a visitor on the public site has no session to refresh).
     */
    async ensureFresh(now = Date.now()): Promise<void> {
      if (!store.get()) return;
      const expiresAt = Date.parse(window.sessionStorage.getItem(EXPIRES_KEY) ?? "");
      if (Number.isFinite(expiresAt) && expiresAt - now > MARGIN_MS) return;
      await store.refresh();
    },
  };
  return store;
}

export type TokenStore = ReturnType<typeof tokenStore>;

/** The staff's: /admin, and every procedure but a member's. */
export const authToken = tokenStore("admin", "/api/auth/refresh");
/** A member's: /account and the `account…` procedures (lib/trpc.ts). */
export const memberToken = tokenStore("member", "/api/account/refresh");

registerSession("staff", { token: () => authToken.get(), link: sessionLink(authToken) });
registerSession("member", { token: () => memberToken.get(), link: sessionLink(memberToken) });
