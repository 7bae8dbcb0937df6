// The error part of the OpenAPI document (openapi.ts): every validation issue's shape, and the
// 404/409/413/415/429 answers on the operations that give them, each with the one error body.
import type { OpenAPIObject } from "trpc-to-openapi";

const retryAfterHeader = {
  "Retry-After": { description: "Seconds until the limit lets this client in again", schema: { type: "integer" } },
};

type ErrorSchema = { properties: { issues: { items: unknown } }; title?: string; example?: unknown };

/** Error answers the generator does not list: which operations can give them, and when. */
const extraErrors = [
  {
    status: 404,
    code: "NOT_FOUND",
    text: "No such business, claim or staff account",
    ops: [
      "post /businesses/{id}/claims",
      "post /businesses/{id}/members",
      "post /claims/{id}/approve",
      "post /claims/{id}/reject",
      "post /staff/{id}/two-step/reset",
      "post /staff/{id}/password-reset",
    ],
  },
  {
    status: 409,
    code: "CONFLICT",
    text: "The slug, key or staff address is already in use, it was already done (a submission or claim decided, two-step sign-in on), the change would leave no owner (code LAST_OWNER), or the webhook endpoint pinged is off",
    ops: [
      "post /auth/two-step/setup",
      "post /auth/two-step/confirm",
      "post /auth/two-step/disable",
      "put /staff/two-step-policy",
      "post /claims/{id}/approve",
      "post /claims/{id}/reject",
      "post /pages",
      "put /pages/{id}",
      "post /settings",
      "post /submissions/{id}/approve",
      "post /submissions/{id}/reject",
      "post /staff/invitations",
      "put /staff/{id}",
      "delete /staff/{id}",
      "post /webhooks/{id}/ping",
    ],
  },
  { status: 413, code: "PAYLOAD_TOO_LARGE", text: "The body is larger than 1 MiB", ops: "writes" },
  {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    text: "The body is not application/json",
    ops: "writes",
    // RFC 8058's one-click unsubscribe takes a mail provider's form post (any body, read by none).
    except: ["post /newsletter/unsubscribe/{token}"],
  },
  {
    status: 429,
    code: "TOO_MANY_REQUESTS",
    text: "Rate limited; the Retry-After header says when to try again (in seconds)",
    ops: [
      "post /contact",
      "post /newsletter",
      "post /auth/login",
      "post /auth/login/second-step",
      "post /auth/password-reset",
      "post /account/sign-in",
      "post /submissions/events",
      "post /submissions/businesses",
      "post /submissions/images",
      "post /businesses/{id}/claims",
    ],
  },
] as const;

/**
 * Makes the error part of the document true to what the API sends: every validation issue has
 * `path`, `code` and `message`, and the 409/413/415/429 answers are described where they occur.
 */
export function describeErrors(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, ErrorSchema>;
  const badRequest = schemas["error.BAD_REQUEST"];
  if (!badRequest) return document;
  badRequest.properties.issues.items = {
    type: "object",
    description: "One reason the input was refused (a zod issue).",
    properties: {
      path: { type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] }, example: ["name"] },
      code: { type: "string", example: "too_small" },
      message: { type: "string", example: "Name is required" },
    },
    required: ["path", "code", "message"],
  };
  for (const error of extraErrors) {
    const name = `error.${error.code}`;
    schemas[name] = {
      ...structuredClone(badRequest),
      title: `${error.text} (${error.status})`,
      example: { code: error.code, message: error.text },
    };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { responses?: Record<string, unknown> }>,
      )) {
        const operationKey = `${method} ${path}`;
        const excepted = "except" in error && (error.except as readonly string[]).includes(operationKey);
        const applies =
          !excepted &&
          (error.ops === "writes"
            ? method === "post" || method === "put"
            : (error.ops as readonly string[]).includes(operationKey));
        // An operation that describes this status itself (the image upload's 413 and 415) keeps it.
        if (!applies || !operation.responses || operation.responses[String(error.status)]) continue;
        operation.responses[String(error.status)] = {
          description: error.text,
          ...(error.status === 429 ? { headers: retryAfterHeader } : {}),
          content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
        };
      }
    }
  }
  return document;
}
