// How the dashboard recognises a session that is no longer valid: any call answering UNAUTHORIZED
// (a tRPC error's code, or a plain fetch's 401 status) while a token is held.
export const SESSION_ENDED_NOTICE = "Your session has ended. Please sign in again.";

interface ErrorWithData {
  data?: { code?: unknown; httpStatus?: unknown } | null;
  status?: unknown;
}

export function isUnauthorized(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { data, status } = error as ErrorWithData;
  return data?.code === "UNAUTHORIZED" || data?.httpStatus === 401 || status === 401;
}

interface RateLimitedError {
  message?: unknown;
  data?: { httpStatus?: unknown; retryAfterSeconds?: unknown } | null;
}

/** "15 minutes", "1 minute", "40 seconds": a wait as people say it, rounded up. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** For a 429: the server's message and how long to wait ("… Try again in 15 minutes."), else null. */
export function rateLimitWait(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { message, data } = error as RateLimitedError;
  if (data?.httpStatus !== 429) return null;
  const text = typeof message === "string" && message ? message : "Too many requests";
  const seconds = data.retryAfterSeconds;
  return typeof seconds === "number" && seconds > 0 ? `${text}. Try again in ${formatWait(seconds)}.` : `${text}.`;
}

/** The code a refusal names of its own (TWO_STEP_REQUIRED, SIGN_IN_EXPIRED…), else null. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const code = (error as { data?: { errorCode?: unknown } | null }).data?.errorCode;
  return typeof code === "string" ? code : null;
}

/** What a failed sign-in call (a password, a code) says to the person; `unauthorized` for a 401. */
export function signInFailure(error: unknown, unauthorized: string): string {
  const wait = rateLimitWait(error);
  if (wait) return wait;
  if (isUnauthorized(error) && unauthorized) return unauthorized;
  return error instanceof Error && error.message ? error.message : "Sign-in failed. Please try again.";
}
