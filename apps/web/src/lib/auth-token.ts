// The admin's bearer token lives for the browser tab only (sessionStorage) and for 15 minutes: the
// long-lived secret is the chamber_session cookie, HttpOnly, which no script reads. A tab opening
// /admin without a token, or holding one about to run out, asks POST /api/auth/refresh for a new
// one; the cookie goes with that request by itself, and the refresh header proves it comes from
// this site's own script.
const KEY = "chamber.admin.token";
const EXPIRES_KEY = "chamber.admin.token-expires";
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
    if (!response.ok) return null;
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
      window.sessionStorage.removeItem(KEY);
      window.sessionStorage.removeItem(EXPIRES_KEY);
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new token from the session cookie (one request however many ask at once), or null. */
  refresh(): Promise<string | null> {
    if (typeof window === "undefined") return Promise.resolve(null);
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
