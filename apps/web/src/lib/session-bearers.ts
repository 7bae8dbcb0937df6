// Which session an API call goes with, without the token stores in the first script. The stores
// (lib/auth-token.ts) load with the pages that sign in: /admin's guard imports the staff's, /account's
// components the member's, and loading them registers both sessions here. The API client
// (lib/trpc.ts), which every page loads, asks this registry, so a public page ships neither store
// nor what a session does with a call, and its calls, with no session registered, go as a visitor's.
import type { AppRouter } from "@chamber/api";
import type { OperationLink } from "@trpc/client";

export type SessionKind = "staff" | "member";

export interface Session {
  /** The tab's token for this kind, if it holds one: the bearer of the kind's batches. */
  token(): string | null;
  /** Sends one call of this kind: with a fresh token, and once more after a refresh if refused (lib/session-link.ts). */
  link: OperationLink<AppRouter>;
}

const sessions = new Map<SessionKind, Session>();

export function registerSession(kind: SessionKind, session: Session): void {
  sessions.set(kind, session);
}

/** The kind's session once a page that signs in has loaded the stores; none on a public page. */
export const sessionOf = (kind: SessionKind): Session | undefined => sessions.get(kind);
