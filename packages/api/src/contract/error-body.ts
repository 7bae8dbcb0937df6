// The one error body of the REST door, and the rules both doors share (docs/architecture.md §4):
// `{ message, code, issues? }`, the code named after the HTTP status, and a fault's own text (a
// driver or Prisma message) kept for the log — a 5xx body only ever says "Internal server error".
// The server shapes every error it sends from here, whether a procedure, Fastify or a plugin
// raised it; tRPC's own formatter (trpc.ts) uses the same message rule for the web app's door.

export interface ErrorBody {
  message: string;
  code: string;
  issues?: unknown[];
}

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

const codeByStatus: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  408: "TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
  501: "NOT_IMPLEMENTED",
  503: "SERVICE_UNAVAILABLE",
};

/** The code of an error answered with `status`. */
export const errorCode = (status: number) =>
  codeByStatus[status] ?? (status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");

/** What a client may read of an error's message: nothing of a fault. */
const publicErrorMessage = (status: number, message: string) => (status >= 500 ? INTERNAL_ERROR_MESSAGE : message);

/** The body of an error answered with `status`; `code` defaults to the status's own. */
export function errorBody(status: number, message: string, code = errorCode(status), issues?: unknown[]): ErrorBody {
  const body: ErrorBody = { message: publicErrorMessage(status, message), code };
  if (issues) body.issues = issues;
  return body;
}
