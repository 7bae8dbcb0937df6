// Field builders shared by every input schema: trimmed, bounded, with messages a person can act on.
// The same schemas validate REST/tRPC input on the server and the Mantine forms in the browser.
import { z } from "zod";

const sentenceCase = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** A required string: trimmed, non-empty, at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${sentenceCase(label)} is required` })
    .trim()
    .min(1, `${sentenceCase(label)} is required`)
    .max(max, `${sentenceCase(label)} must be at most ${max} characters`);

/** An optional string: trimmed; empty, null or absent all become null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${sentenceCase(label)} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Any line break (CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators).
 * A name or subject goes into mail headers and the first lines of staff notices, where a break
 * would let its sender write lines of their own.
 */
const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;
const oneLine = (label: string) =>
  [(value: string) => !lineBreak.test(value), `${sentenceCase(label)} must be one line`] as const;

/**
 * requiredText for a name, title or subject: one line, refused with 400 otherwise. Refused rather
 * than collapsed because no form can send a break (a browser's one-line field drops them), so one
 * comes only from a client that builds its own request, which is better told than silently changed.
 */
export const oneLineText = (label: string, max: number) => requiredText(label, max).refine(...oneLine(label));

/** optionalText, one line (see oneLineText). */
export const optionalOneLineText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${sentenceCase(label)} must be at most ${max} characters`)
    .refine(...oneLine(label))
    .nullish()
    .transform((value) => (value ? value : null));

export const email = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"));

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email("Enter a valid email address").nullable());

/** Adds https:// to a website typed without a scheme ("ojaicoffee.example"). */
export function normalizeUrl(value: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
}

export const optionalUrl = (label = "website") =>
  z
    .string()
    .trim()
    .max(2048, `${sentenceCase(label)} must be at most 2048 characters`)
    .nullish()
    .transform((value) => (value ? normalizeUrl(value) : null))
    .pipe(z.url({ protocol: /^https?$/, hostname: /\./, error: `Enter a valid ${label} address` }).nullable());

/** An ISO-8601 instant with its offset ("2026-05-01T18:30:00-07:00" or "…Z"), read as a Date. */
export const dateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${sentenceCase(label)} must be a date and time` })
    .transform((value) => new Date(value));

/** An optional instant: empty, null or absent all become null. */
export const optionalDateTime = (label: string) =>
  z
    .union([z.literal(""), z.null(), dateTime(label)])
    .optional()
    .transform((value) => (value instanceof Date ? value : null));

/** Instants leave the API as ISO-8601 strings; the OpenAPI document says so. */
export const isoInstant = () =>
  z
    .date()
    .transform((value) => value.toISOString())
    .pipe(z.iso.datetime());

export const id = () =>
  z.coerce
    .number({ error: "Id must be a number" })
    .int("Id must be a whole number")
    .positive("Id must be positive")
    .max(2_147_483_647, "Id is too large");

export const idParam = z.object({ id: id() });

/**
 * Which rows a read returns. "public": what any visitor sees, even when the caller is a signed-in
 * admin (the public pages ask for this, so an admin browsing the site sees what visitors see);
 * "all": drafts, scheduled and unlisted rows too, for admins only. Omitted: all for an admin,
 * public for everyone else.
 */
export const readScope = () => z.enum(["public", "all"], { error: 'Scope must be "public" or "all"' }).optional();

export const idQuery = z.object({ id: id(), scope: readScope() });

/** The content as sanitized HTML, rendered on the server so no browser needs a markdown renderer. */
export const renderedHtml = (shows: string) =>
  z
    .string()
    .meta({ description: `${shows}, as sanitized HTML: no script, style, event handler or foreign image survives.` });
