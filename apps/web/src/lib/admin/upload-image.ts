// The admin's photo upload: POST /api/images with the file as multipart/form-data (the one REST
// call the admin makes outside tRPC, since tRPC carries JSON only), signed with the tab's token.
import type { Image } from "@chamber/core";
import { authToken } from "../auth-token.ts";

export class UploadFailed extends Error {}

export async function uploadImage(file: File): Promise<Image> {
  await authToken.ensureFresh();
  const token = authToken.get();
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/images", {
      method: "POST",
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new UploadFailed("The photo could not be sent: check the connection and try again");
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new UploadFailed(answer?.message ?? `The photo was refused (${response.status})`);
  return answer as Image;
}
