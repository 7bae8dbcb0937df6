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
