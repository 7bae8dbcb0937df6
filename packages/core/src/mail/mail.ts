import { z } from "zod";
import { isoInstant } from "../fields/fields.ts";

/** An outgoing e-mail as staff see it when it keeps failing. */
export const outboxMessageOutput = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoInstant(),
  nextAttemptAt: isoInstant(),
});
export type OutboxMessage = z.output<typeof outboxMessageOutput>;
