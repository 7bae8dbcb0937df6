// The admin's file imports, sent as multipart/form-data outside tRPC, which carries JSON only: the
// business import (POST /api/imports/businesses, the file and its options; a dry run answers what
// would happen, an apply what happened), and `sendForm` for the calendar and subscriber imports. A
// refusal keeps the server's words and status (401 ends the session).
import { MAX_IMPORT_BYTES } from "@chamber/core";
import type { BusinessImportOptions, BusinessImportResult } from "@chamber/core/schemas";
import { fetchWithToken, RequestRefused } from "./fetch-with-token.ts";

const IMPORT_PATH = "/api/imports/businesses";

/** The REST door's error body (docs/product.md §8). */
interface ErrorAnswer {
  message?: string;
  issues?: { message?: string }[];
}

/** What staff read of a refusal: a bad option's own words ("Say which column holds…") over "Input validation failed". */
function refusalText(answer: ErrorAnswer | null, status: number): string {
  const issues = (answer?.issues ?? []).flatMap((issue) => (issue.message ? [issue.message] : []));
  return issues.length > 0 ? issues.join("; ") : (answer?.message ?? `The file was refused (${status})`);
}

/**
 * POSTs a multipart `body` to `path` with the admin's token (fetch-with-token.ts): the JSON answer,
 * or a RequestRefused in the server's words. The admin's file imports all go through here.
 */
export async function sendForm<Answer>(path: string, body: FormData): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchWithToken(path, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    throw new RequestRefused(0, "The file could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as ErrorAnswer | null;
  if (!response.ok) throw new RequestRefused(response.status, refusalText(answer, response.status));
  return answer as Answer;
}

export async function sendBusinessImport(file: File, options: BusinessImportOptions): Promise<BusinessImportResult> {
  // The server refuses it too; saying so here spares uploading a large file for nothing.
  if (file.size > MAX_IMPORT_BYTES)
    throw new RequestRefused(413, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: split it in parts`);
  const body = new FormData();
  // Text fields first: the server reads them with the file.
  if (options.mapping) body.append("mapping", JSON.stringify(options.mapping));
  if (options.categoryMap) body.append("categoryMap", JSON.stringify(options.categoryMap));
  if (options.skipRows) body.append("skipRows", JSON.stringify(options.skipRows));
  body.append("dryRun", String(options.dryRun ?? true));
  body.append("inviteMembers", String(options.inviteMembers ?? false));
  body.append("file", file);
  return sendForm<BusinessImportResult>(IMPORT_PATH, body);
}
