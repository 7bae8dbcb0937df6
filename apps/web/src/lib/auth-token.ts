// The admin's bearer token lives for the browser tab only (sessionStorage) and for 15 minutes: the
// long-lived secret is the chamber_session cookie, HttpOnly, which no script reads. A tab opening
// /admin without a token, or holding one about to run out, asks POST /api/auth/refresh for a new
// one; the cookie goes with that request by itself, and the refresh header proves it comes from
// this site's own script. Scripts cannot see the cookie, so a note in localStorage (no secret in
// it: when the browser signed in) says whether asking is worth a request: a visitor who never
// signed in is not answered 401 on every visit.
const KEY = "chamber.admin.token";
const EXPIRES_KEY = "chamber.admin.token-expires";
const SIGNED_IN_UNTIL_KEY = "chamber.admin.signed-in-until";
/** As long as the server keeps a session (SESSION_TTL_MS). */
const SESSION_MS = 12 * 60 * 60 * 1000;
/** Refresh this long before the token runs out, so no call leaves with a dying token. */
const MARGIN_MS = 60_000;
const listeners = new Set<() => void>();
let refreshing: Promise<string | null> | null = null;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

async function requestToken(): Promise<string | null> {
  try {
    const response = await fetch("/api/auth/refresh", {
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
    authToken.set(issued);
    return issued.token;
  } catch {
    return null;
  }
}

export const authToken = {
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
  /** After a sign-in with the password: other tabs may now ask the cookie for a token. */
  signedIn(issued: IssuedToken, now = Date.now()) {
    if (typeof window === "undefined") return;
    window.localStorage.setItem(SIGNED_IN_UNTIL_KEY, new Date(now + SESSION_MS).toISOString());
    authToken.set(issued);
  },
  /** A new token from the session cookie (one request however many ask at once), or null. */
  refresh(now = Date.now()): Promise<string | null> {
    if (typeof window === "undefined") return Promise.resolve(null);
    const signedInUntil = Date.parse(window.localStorage.getItem(SIGNED_IN_UNTIL_KEY) ?? "");
    if (!(signedInUntil > now)) return Promise.resolve(null);
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
    if (!authToken.get()) return;
    const expiresAt = Date.parse(window.sessionStorage.getItem(EXPIRES_KEY) ?? "");
    if (Number.isFinite(expiresAt) && expiresAt - now > MARGIN_MS) return;
    await authToken.refresh();
  },
};
