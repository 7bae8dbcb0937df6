// POST /api/media: one or more photos to the library, signed with the tab's token; answers the
// library rows of the stored photos, in the order sent (docs/decisions/034-media-library.md).
import { MAX_IMAGE_BYTES } from "@chamber/core";
import { authToken } from "#web/lib/auth-token.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";
import { UploadFailed } from "#web/lib/upload-photo.ts";

export type MediaItem = RouterOutputs["media"]["list"][number];

export async function uploadMedia(files: File[]): Promise<MediaItem[]> {
  const large = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (large)
    throw new UploadFailed(`${large.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: choose a smaller one`);
  await authToken.ensureFresh();
  const token = authToken.get();
  const body = new FormData();
  for (const file of files) body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/media", {
      method: "POST",
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new UploadFailed("The photos could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new UploadFailed(answer?.message ?? `The photos were refused (${response.status})`);
  return answer as MediaItem[];
}

/** The markdown that shows `item`: its alt text between the brackets (empty for a decorative photo). */
export const photoMarkdown = (item: Pick<MediaItem, "url" | "alt" | "decorative">) =>
  `![${item.decorative ? "" : (item.alt ?? "").replace(/[[\]]/g, "")}](${item.url})`;

/** `value` with `text` put in place of its selection `[start, end)`, and where the cursor goes after. */
export function insertAt(value: string, start: number, end: number, text: string): { value: string; cursor: number } {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before && !before.endsWith("\n") ? "\n\n" : "";
  const trail = after && !after.startsWith("\n") ? "\n\n" : "";
  const inserted = `${lead}${text}${trail}`;
  return { value: before + inserted + after, cursor: before.length + inserted.length };
}

/** Human size: "84 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
