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
