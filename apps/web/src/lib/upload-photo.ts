// A photo sent as multipart/form-data: the two REST calls the web app makes outside tRPC, which
// carries JSON only. The admin's (POST /api/images, with the tab's token) and a visitor's for a
// submission (POST /api/submissions/images, with the form's token); both answer the stored image.
import { MAX_IMAGE_BYTES } from "@chamber/core";
import type { Image } from "@chamber/core/schemas";

export class UploadFailed extends Error {}

export const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif";

export async function sendPhoto(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Image> {
  // The server refuses it too; saying so here spares a phone uploading 10 MB for nothing.
  if (file.size > MAX_IMAGE_BYTES)
    throw new UploadFailed(`The photo is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB: choose a smaller one`);
  const body = new FormData();
  // Text fields first: the server checks them before it reads the file.
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", body, headers });
  } catch {
    throw new UploadFailed("The photo could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.status === 429) throw new UploadFailed("Too many photos from this connection. Please try again later.");
  if (!response.ok) throw new UploadFailed(answer?.message ?? `The photo was refused (${response.status})`);
  return answer as Image;
}
