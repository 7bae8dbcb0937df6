// The public forms as a browser posts them: flat text fields named as the inputs name them. One
// reading of those fields into each procedure's input serves both ways a form is sent: the script
// reads the form's own fields (FormData) and calls the procedure; without a script the browser
// posts the same fields to the page and the server calls the same procedure with the same reading.
// A refusal is read back into field errors and a message the same way on both sides too.
//
// A helper (index.ts): a form's page ships this module, so it holds no schema and imports none at
// run time. The schemas that check each form are in form-check.ts, which the browser loads
// only when a form is first used.
import type { ContactInput } from "../contact/contact.ts";
import type { RegistrationInput } from "../events/registration.ts";
import type { InquiryInput } from "../inquiries/inquiry.ts";
import { instantOfWallClock } from "../time/time-zone.ts";
import { registrationFields } from "./registration-fields.ts";

export const publicFormNames = [
  "contact",
  "newsletter",
  "event",
  "listing",
  "memberSignIn",
  "claim",
  "inquiry",
  "registration",
  "registrationCancel",
] as const;
export type PublicFormName = (typeof publicFormNames)[number];

export const isPublicFormName = (name: unknown): name is PublicFormName =>
  publicFormNames.includes(name as PublicFormName);

/** The hidden field naming which form a post comes from (the newsletter posts from any page). */
export const FORM_NAME_FIELD = "form";
/** The search parameter of the page a sent form redirects to, naming the form sent. */
export const FORM_SENT_PARAM = "sent";

/** The contact form's subject choices (docs/product.md §5); the API accepts any short subject. */
export const contactSubjects = [
  "General Inquiry",
  "Membership Information",
  "Event Planning",
  "Business Directory",
  "Other",
] as const;

/** The error code of a refused spam check (a bad token or a filled honeypot on a submission). */
export const SPAM_CHECK_CODE = "SPAM_CHECK";
/** The error code of a member's mailed link refused: unknown, used, or past its time. */
export const LINK_INVALID_CODE = "LINK_INVALID";

export type PostedFields = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** A form's fields, text only (a file input, which posts no text, is left out). */
export function postedFields(entries: Iterable<[string, unknown]>): PostedFields {
  const fields: PostedFields = {};
  for (const [name, value] of entries) if (typeof value === "string") fields[name] = value;
  return fields;
}

const text = (fields: PostedFields, name: string) => fields[name] ?? "";
/** An optional id field: empty is none; anything else is left for the schema to judge. */
const optionalId = (value: string | undefined) => (value ? Number(value) : null);
const spamCheck = (fields: PostedFields) => ({ formToken: fields.formToken || undefined, url: text(fields, "url") });

/** The event's start from its day ("2027-03-01") and time ("18:30") fields, read in the site zone. */
function startOf(fields: PostedFields, zone: string): string {
  const day = text(fields, "day");
  const time = text(fields, "time");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return "";
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  // A day or time that does not exist ("2027-02-30", "25:00") is no start, not the next valid one.
  const calendarDay = new Date(Date.UTC(year, month - 1, date));
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== date || hour > 23 || minute > 59)
    return "";
  const instant = instantOfWallClock({ year, month, day: date, hour, minute, second: 0 }, zone);
  return Number.isNaN(instant.getTime()) ? "" : instant.toISOString();
}

/**
 * Each form's page (where it posts without a script; the newsletter posts to whichever page it is
 * on) and its reading of its fields into its procedure's input (checked by the schemas of
 * form-check.ts).
 */
export const publicForms = {
  contact: {
    page: "/contact",
    read: (fields: PostedFields): ContactInput => ({
      firstName: text(fields, "firstName"),
      lastName: text(fields, "lastName"),
      email: text(fields, "email"),
      subject: text(fields, "subject"),
      message: text(fields, "message"),
    }),
  },
  newsletter: {
    page: null,
    read: (fields: PostedFields) => ({ email: text(fields, "email") }),
  },
  event: {
    page: "/events/submit",
    read: (fields: PostedFields, zone: string) => ({
      title: text(fields, "title"),
      description: text(fields, "description"),
      date: startOf(fields, zone),
      location: text(fields, "location"),
      category: text(fields, "category"),
      organizerName: text(fields, "organizerName"),
      organizerEmail: text(fields, "organizerEmail"),
      website: text(fields, "website"),
      cost: text(fields, "cost"),
      imageId: optionalId(fields.imageId),
      ...spamCheck(fields),
    }),
  },
  listing: {
    page: "/directory/join",
    read: (fields: PostedFields) => ({
      businessId: optionalId(fields.businessId),
      name: text(fields, "name"),
      description: text(fields, "description"),
      category: text(fields, "category"),
      address: text(fields, "address"),
      phone: text(fields, "phone"),
      website: text(fields, "website"),
      email: text(fields, "email"),
      contactName: text(fields, "contactName"),
      contactEmail: text(fields, "contactEmail"),
      imageId: optionalId(fields.imageId),
      ...spamCheck(fields),
    }),
  },
  memberSignIn: {
    page: "/account/sign-in",
    read: (fields: PostedFields) => ({ email: text(fields, "email") }),
  },
  // "Is this your business?", on the business's own page (it posts to whichever page it is on).
  claim: {
    page: null,
    read: (fields: PostedFields) => ({
      id: Number(fields.businessId) || 0,
      name: text(fields, "name"),
      email: text(fields, "email"),
      ...spamCheck(fields),
    }),
  },
  inquiry: {
    // A business's page (/directory/{slug}): the form posts to the page it is on.
    page: null,
    read: (fields: PostedFields): InquiryInput => ({
      id: Number(fields.businessId ?? ""),
      name: text(fields, "name"),
      email: text(fields, "email"),
      message: text(fields, "message"),
      ...spamCheck(fields),
    }),
  },
  // An event's page (/events/{id}): the form posts to the page it is on; sent, it leads to the
  // registrant's own page (apps/server/src/forms/form-posts.ts).
  registration: {
    page: null,
    read: (fields: PostedFields): RegistrationInput => ({ ...registrationFields(fields), ...spamCheck(fields) }),
  },
  // "Cancel my registration", on the registrant's own page (/registrations/{token}).
  registrationCancel: {
    page: null,
    read: (fields: PostedFields) => ({ token: text(fields, "token") }),
  },
} as const;

/** The id of a form on its page: a posted form's answer, and its confirmation, scroll to it. */
export const formAnchor = (name: PublicFormName) => `${name}-form`;

/** The page a form posts to, and is answered on, from the page it is on. */
export const formPage = (name: PublicFormName, currentPath: string): string => publicForms[name].page ?? currentPath;

/** The first message per field of a schema's refusal. */
export function firstErrors(fieldErrors: Record<string, string[] | undefined> | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) if (messages?.[0]) errors[field] = messages[0];
  return errors;
}

/** What the API's error data (tRPC's `data`, shaped by the router's error formatter) says of a refused form. */
export interface RefusalData {
  fieldErrors?: Record<string, string[] | undefined> | null;
  errorCode?: string | null;
  httpStatus?: number;
}

export interface Refusal {
  /** The message over the form; null when the field errors say it all. */
  problem: string | null;
  errors: FieldErrors;
}

/** A refused send as the visitor reads it: the fields to correct, or why it was not taken. */
export function readRefusal(data: RefusalData | null | undefined, message: string): Refusal {
  // A refusal with a code of its own (the spam check, a registration already made or closed) says
  // why in words written for the visitor.
  if (data?.errorCode) return { problem: message, errors: {} };
  if (data?.httpStatus === 429)
    return { problem: "Too many messages from this connection. Please try again in an hour.", errors: {} };
  const errors = firstErrors(data?.fieldErrors);
  if (Object.keys(errors).length > 0) return { problem: "Please correct the highlighted fields.", errors };
  // A refusal that says why in words of its own (a business that takes no messages).
  if (data?.httpStatus === 409) return { problem: message, errors: {} };
  if (data?.httpStatus === 404)
    return {
      problem: "That listing is no longer in the directory. Choose another, or send a new listing.",
      errors: {},
    };
  return { problem: "Something went wrong on our side, and nothing was sent. Please try again later.", errors: {} };
}

/** What the server's answer to a posted form carries into the page it renders. */
export interface FormReply {
  form: PublicFormName;
  /** What was posted, to fill the form again (never the token or the honeypot). */
  values: PostedFields;
  errors: FieldErrors;
  problem: string | null;
  /**
   * A fresh form token, when the spam check refused the post: a page kept in the page cache
   * carries none (a token is one visitor's), so a form posted from it without a script gets its
   * token here and is sent by pressing its button again.
   */
  formToken?: string;
}
