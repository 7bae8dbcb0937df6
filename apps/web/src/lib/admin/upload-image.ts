// The admin's photo upload: POST /api/images, signed with the tab's token.
import type { Image } from "@chamber/core/schemas";
import { authToken } from "#web/lib/auth-token.ts";
import { sendPhoto } from "#web/lib/upload-photo.ts";

export async function uploadImage(file: File): Promise<Image> {
  await authToken.ensureFresh();
  const token = authToken.get();
  return sendPhoto("/api/images", file, {}, token ? { authorization: `Bearer ${token}` } : {});
}
