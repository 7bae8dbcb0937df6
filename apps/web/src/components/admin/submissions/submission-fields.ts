// The fields of a submission's payload as staff read and edit them, in form order, by kind. The
// payload's type follows the submission's kind (packages/core/src/submissions/submission.ts), so each kind's
// list names only fields its payload has.
import { socialNetworks, weekdays } from "@chamber/core";
import type { BusinessSubmissionPayload, EventSubmissionPayload } from "@chamber/core/schemas";
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type AdminSubmission = RouterOutputs["submission"]["list"][number];

interface FieldSpec {
  label: string;
  /** Multi-line text. */
  long?: boolean;
  /** The event's date and time (an ISO instant), entered in the site's zone. */
  instant?: boolean;
  /** One of the kind's categories, chosen from its list. */
  category?: boolean;
  /** The submitter's own details: shown, not part of the listing. */
  submitter?: boolean;
  /** Shown beside the listing's, not edited here: a member's form sends it (hours, links). */
  readOnly?: boolean;
}

type FieldsOf<Payload> = readonly (FieldSpec & { key: keyof Payload & string })[];

const eventFields = [
  { key: "title", label: "Title" },
  { key: "description", label: "Description", long: true },
  { key: "date", label: "Date", instant: true },
  { key: "location", label: "Location" },
  { key: "category", label: "Category", category: true },
  { key: "website", label: "Event website" },
  { key: "cost", label: "Cost" },
  { key: "organizerName", label: "Organizer", submitter: true },
  { key: "organizerEmail", label: "Organizer email", submitter: true },
] as const satisfies FieldsOf<EventSubmissionPayload>;

const businessFields = [
  { key: "name", label: "Name" },
  { key: "description", label: "Description", long: true },
  { key: "category", label: "Category", category: true },
  { key: "address", label: "Address" },
  { key: "phone", label: "Phone" },
  { key: "website", label: "Website" },
  { key: "email", label: "Public email" },
  { key: "hours", label: "Opening hours", readOnly: true },
  { key: "social", label: "Social links", readOnly: true },
  { key: "contactName", label: "Contact", submitter: true },
  { key: "contactEmail", label: "Contact email", submitter: true },
] as const satisfies FieldsOf<BusinessSubmissionPayload>;

/** A field of a submission with its value as text ("" for none). */
export interface PayloadEntry extends FieldSpec {
  key: string;
  value: string;
}

type Spans = { opens: string; closes: string }[];
type HoursValue = {
  weekly: Record<string, Spans>;
  note?: string;
  exceptions?: ({ date: string } & { spans?: Spans })[];
};

const spansText = (spans: Spans | undefined) =>
  spans?.length ? spans.map((span) => `${span.opens}–${span.closes}`).join(", ") : "closed";

/** Opening hours as lines ("mon 09:00–17:00", the note, each dated exception), in weekday order. */
function hoursText(hours: HoursValue): string {
  return [
    ...weekdays.map((day) => `${day} ${spansText(hours.weekly[day])}`),
    ...(hours.note ? [hours.note] : []),
    ...(hours.exceptions ?? []).map((exception) => `${exception.date} ${spansText(exception.spans)}`),
  ].join("\n");
}

/** A payload value as text ("" for none); hours and social links as lines. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value == null) return "";
  if (typeof value !== "object") return String(value);
  if ("weekly" in value) return hoursText(value as HoursValue);
  const links = value as Record<string, string | undefined>;
  return socialNetworks.flatMap((network) => (links[network] ? [`${network}: ${links[network]}`] : [])).join("\n");
}

/** The submission's fields and values, in form order. */
export function payloadEntries(submission: AdminSubmission): PayloadEntry[] {
  if (submission.kind === "event") {
    const { payload } = submission;
    return eventFields.map((field) => ({ ...field, value: textOf(payload[field.key]) }));
  }
  const { payload } = submission;
  return businessFields.map((field) => ({ ...field, value: textOf(payload[field.key]) }));
}

/** The submission's title: the event's title or the business's name. */
export const submissionTitle = (submission: AdminSubmission) =>
  (submission.kind === "event" ? submission.payload.title : submission.payload.name) || `Submission ${submission.id}`;
