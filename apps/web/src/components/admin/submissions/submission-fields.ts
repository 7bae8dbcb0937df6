// The fields of a submission's payload as staff read and edit them, in form order, by kind.
import type { RouterOutputs } from "../../../lib/trpc.ts";

export type AdminSubmission = RouterOutputs["submission"]["list"][number];

export interface PayloadField {
  key: string;
  label: string;
  /** Multi-line text. */
  long?: boolean;
  /** The event's date and time (an ISO instant), entered in the site's zone. */
  instant?: boolean;
  /** The submitter's own details: shown, not part of the listing. */
  submitter?: boolean;
}

export const payloadFields: Record<AdminSubmission["kind"], PayloadField[]> = {
  event: [
    { key: "title", label: "Title" },
    { key: "description", label: "Description", long: true },
    { key: "date", label: "Date", instant: true },
    { key: "location", label: "Location" },
    { key: "category", label: "Category" },
    { key: "website", label: "Website" },
    { key: "organizerName", label: "Organizer", submitter: true },
    { key: "organizerEmail", label: "Organizer email", submitter: true },
  ],
  business: [
    { key: "name", label: "Name" },
    { key: "description", label: "Description", long: true },
    { key: "category", label: "Category" },
    { key: "address", label: "Address" },
    { key: "phone", label: "Phone" },
    { key: "website", label: "Website" },
    { key: "email", label: "Public email" },
    { key: "contactName", label: "Contact", submitter: true },
    { key: "contactEmail", label: "Contact email", submitter: true },
  ],
};

/** A payload value as text ("" for none). */
export const textOf = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : String(value);

/** The submission's title: the event's title or the business's name. */
export const submissionTitle = (submission: AdminSubmission) =>
  textOf(submission.payload[submission.kind === "event" ? "title" : "name"]) || `Submission ${submission.id}`;
