// CSV exports are admin-only, and a plain link cannot carry the Authorization header, so the click
// handler fetches the file with the bearer token and hands the browser a Blob to save.
import { fetchWithToken, RequestRefused } from "./fetch-with-token.ts";

/** The file name the server suggests (Content-Disposition), if any. */
function suggestedName(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Fetches `path` with the admin's token and saves it under the server's suggested name, else
 * `fallbackName`. Throws RequestRefused when the answer is not OK.
 */
export async function downloadWithToken(path: string, fallbackName: string): Promise<void> {
  const response = await fetchWithToken(path, { headers: { Accept: "text/csv" } });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new RequestRefused(response.status, `${response.status}: ${text || response.statusText}`);
  }
  saveBlob(await response.blob(), suggestedName(response.headers.get("Content-Disposition")) ?? fallbackName);
}

/** Hands the browser `blob` to save as `name` (a file made in the page, or fetched). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
