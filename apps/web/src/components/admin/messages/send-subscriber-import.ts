// A CSV file of subscribers sent as multipart/form-data to POST /api/newsletter-subscriptions/import
// with the tab's token (tRPC carries JSON only), as a dry run or applied.
import type { SubscriberImportResult } from "@chamber/core/schemas";
import { authToken } from "#web/lib/auth-token.ts";

export async function sendSubscriberImport(
  file: File,
  options: { consented: boolean; dryRun: boolean },
): Promise<SubscriberImportResult> {
  await authToken.ensureFresh();
  const token = authToken.get();
  const body = new FormData();
  body.append("consented", String(options.consented));
  body.append("dryRun", String(options.dryRun));
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/newsletter-subscriptions/import", {
      method: "POST",
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error("The file could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as
    | (SubscriberImportResult & { message?: string; issues?: { message: string }[] })
    | null;
  if (!response.ok) throw new Error(answer?.issues?.[0]?.message ?? answer?.message ?? `Refused (${response.status})`);
  return answer as SubscriberImportResult;
}
