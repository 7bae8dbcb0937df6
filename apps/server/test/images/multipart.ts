// multipart/form-data bodies for app.inject, written by hand so a test controls every byte (a file
// named .jpg that holds HTML, a declared type that lies, a body cut short).
export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  bytes: Buffer | Uint8Array;
}

/** A body of `fields` and the file (or files, in order) given. */
export function multipart(file: FilePart | FilePart[] | undefined, fields: Record<string, string> = {}) {
  const boundary = "----chamber-test-boundary-7MA4YWxkTrZu0gW";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const one of file === undefined ? [] : [file].flat()) {
    const { field = "file", filename = "photo.jpg", contentType = "image/jpeg", bytes } = one;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
