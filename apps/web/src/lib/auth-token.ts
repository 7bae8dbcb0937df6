// The admin's bearer token lives for the browser tab only (sessionStorage): closing the tab signs
// out, and no other tab or site can read it from a cookie.
const KEY = "chamber.admin.token";
const listeners = new Set<() => void>();

export const authToken = {
  get(): string | null {
    if (typeof window === "undefined") return null;
    return window.sessionStorage.getItem(KEY);
  },
  set(token: string | null) {
    if (typeof window === "undefined") return;
    if (token) window.sessionStorage.setItem(KEY, token);
    else window.sessionStorage.removeItem(KEY);
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
