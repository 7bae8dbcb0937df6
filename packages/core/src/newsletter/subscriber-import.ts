// Importing an existing list of subscribers from a CSV file (docs/product.md "Newsletter"): an
// `email` column and an optional `lists` column. `consented` is the staff's word that these people
// already agreed to receive the newsletter (they are confirmed at once); without it each is pending
// and mailed a confirmation link. The file travels as multipart (POST
// /newsletter-subscriptions/import), read by packages/api/src/newsletter/subscriber-import.ts.
import { z } from "zod";
import { booleanField } from "../imports/business-import.ts";

/** The multipart form's text fields as the options. */
export const subscriberImportForm = z.object({
  consented: booleanField("consented").transform((value) => value ?? false),
  dryRun: booleanField("dryRun").transform((value) => value ?? true),
});

export const subscriberImportInput = z.object({
  consented: z.boolean().default(false),
  dryRun: z.boolean().default(true),
  file: z.instanceof(Uint8Array, { error: "Send the file as bytes" }),
});
export type SubscriberImportInput = z.input<typeof subscriberImportInput>;

export const subscriberImportActions = ["add", "update", "unchanged", "refused"] as const;

export const subscriberImportRow = z.object({
  row: z.number().int().meta({ description: "The row's number in the file, the header being row 1." }),
  email: z.string(),
  action: z.enum(subscriberImportActions).meta({
    description:
      "add: a new subscription; update: a pending one confirmed (or mailed again); unchanged: already confirmed, or unsubscribed or bounced (never subscribed again by an import); refused: see `errors`.",
  }),
  note: z.string().optional(),
  errors: z.array(z.string()).optional(),
});

export const subscriberImportResult = z.object({
  dryRun: z.boolean(),
  consented: z.boolean(),
  rows: z.array(subscriberImportRow),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  mailed: z.number().int().meta({ description: "Confirmation mails queued (none when consented or a dry run)." }),
});
export type SubscriberImportResult = z.output<typeof subscriberImportResult>;
