// The state of one photo upload behind a photo field: sending, and the refusal to show, if any.
import type { Image } from "@chamber/core/schemas";
import { useState } from "react";
import { UploadFailed } from "#web/lib/upload-photo.ts";

export function usePhotoUpload(send: (file: File) => Promise<Image>, onStored: (image: Image, file: File) => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      onStored(await send(file), file);
    } catch (caught) {
      setError(caught instanceof UploadFailed ? caught.message : "The photo could not be uploaded");
    } finally {
      setPending(false);
    }
  };

  return { pending, error, choose };
}
