// A CSV file of subscribers sent as multipart/form-data to POST /api/newsletter-subscriptions/import
// with the tab's token (tRPC carries JSON only), as a dry run or applied.
import type { SubscriberImportResult } from "@chamber/core/schemas";
import { sendForm } from "#web/lib/admin/send-import.ts";

export async function sendSubscriberImport(
  file: File,
  options: { consented: boolean; dryRun: boolean },
): Promise<SubscriberImportResult> {
  const body = new FormData();
  body.append("consented", String(options.consented));
  body.append("dryRun", String(options.dryRun));
  body.append("file", file);
  return sendForm<SubscriberImportResult>("/api/newsletter-subscriptions/import", body);
}
