// The OpenAPI 3.1 `webhooks` of the document (/api/openapi.json): one message per event type, whose
// body is `{ type, timestamp, data }` with `data` the entity's REST answer (webhook-payloads.ts),
// and the Standard Webhooks headers that sign it.
import { WEBHOOK_PING, type WebhookEventType, webhookEventTypes } from "@chamber/core/schemas";
import { z } from "zod";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { webhookDataSchema } from "./webhook-payloads.ts";

const signatureHeaders = z.object({
  "webhook-id": z
    .string()
    .meta({ description: "The message's id (`msg_…`): the same on every attempt, so a repeat can be dropped" }),
  "webhook-timestamp": z.string().meta({ description: "When this attempt was signed, in seconds since 1970" }),
  "webhook-signature": z.string().meta({
    description:
      "`v1,` and the base64 HMAC-SHA256, keyed with the endpoint's secret (the base64 after `whsec_`), of `<webhook-id>.<webhook-timestamp>.<body>`. Verify it with a Standard Webhooks library, which also refuses a timestamp more than 5 minutes off.",
  }),
});

const what = (type: string) => {
  const [entity = "", action = ""] = type.split(".");
  if (type === WEBHOOK_PING) return "A test message, sent when an owner asks (`POST /webhooks/{id}/ping`).";
  if (action === "deleted") return `A ${entity.replace("_", " ")} was deleted: \`data\` is \`{ id }\`.`;
  return `\`data\` is the ${entity.replace("_", " ")} as the REST API answers it, read just after the change was committed (\`{ id }\` if it is gone by then).`;
};

function message(type: string, data: z.ZodType) {
  return {
    post: {
      summary: type,
      description: `${what(type)} Delivered at least once, in order per entity; a 2xx answer acknowledges it, anything else (or none within 10 s) is retried with growing delays for up to three days.`,
      requestParams: { header: signatureHeaders },
      requestBody: {
        content: {
          "application/json": {
            schema: z.object({ type: z.literal(type), timestamp: z.string().meta({ format: "date-time" }), data }),
          },
        },
      },
      responses: { "200": { description: "Received (any 2xx)" } },
    },
  };
}

/** The `webhooks` object and the component schemas it refers to. */
export function webhookMessages() {
  const webhooks: ZodOpenApiPathsObject = {};
  for (const type of webhookEventTypes) webhooks[type] = message(type, webhookDataSchema(type as WebhookEventType));
  webhooks[WEBHOOK_PING] = message(WEBHOOK_PING, z.object({ endpointId: z.number().int(), url: z.string() }));
  const document = createDocument({ openapi: "3.1.0", info: { title: "webhooks", version: "1" }, webhooks });
  return { webhooks: document.webhooks ?? {}, schemas: document.components?.schemas ?? {} };
}
