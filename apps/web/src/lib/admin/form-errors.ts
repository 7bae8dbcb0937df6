// Field errors for the admin forms. Each form validates the API input it is about to send with the
// shared zod schema (so messages match the API's), then files each message under the form field
// that produced it; the server's own field errors (tRPC `data.fieldErrors`) are filed the same way.
import type { FormErrors } from "@mantine/form";

/** API field name → form field name, where they differ (e.g. category → customCategory). */
export type FieldMap = Record<string, string>;

export function renameErrors(errors: FormErrors, fieldMap: FieldMap = {}): FormErrors {
  const renamed: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const target = fieldMap[path] ?? path;
    if (renamed[target] === undefined) renamed[target] = message;
  }
  return renamed;
}

interface ErrorWithFieldErrors {
  data?: { fieldErrors?: Record<string, string[] | undefined> | null } | null;
}

/** The server's per-field messages from a failed tRPC call, or null when it named no field. */
export function serverFieldErrors(error: unknown, fieldMap: FieldMap = {}): FormErrors | null {
  if (typeof error !== "object" || error === null) return null;
  const fieldErrors = (error as ErrorWithFieldErrors).data?.fieldErrors;
  if (!fieldErrors) return null;
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    if (messages?.[0]) errors[path] = messages[0];
  }
  return Object.keys(errors).length > 0 ? renameErrors(errors, fieldMap) : null;
}

interface ErrorWithCode {
  message?: string;
  data?: { code?: string } | null;
}

export interface ServerErrorOptions {
  fieldMap?: FieldMap;
  /** The field a unique clash (409) belongs to, and what to say when the server says nothing. */
  conflict?: { field: string; fallback: string };
}

/**
 * Files a failed write's field errors under the form's fields. A unique clash (409) names no
 * field, so `conflict` says which field it belongs to and what to say when the server says nothing.
 */
export function applyServerErrors(
  form: { setErrors: (errors: FormErrors) => void },
  error: unknown,
  options: ServerErrorOptions = {},
): void {
  const fieldErrors = serverFieldErrors(error, options.fieldMap);
  if (fieldErrors) {
    form.setErrors(fieldErrors);
    return;
  }
  const { conflict } = options;
  if (conflict && (error as ErrorWithCode | null)?.data?.code === "CONFLICT") {
    form.setErrors({ [conflict.field]: (error as ErrorWithCode).message ?? conflict.fallback });
  }
}
