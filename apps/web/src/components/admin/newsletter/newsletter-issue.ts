// What the Newsletter tab shows of an issue's state, kept apart from the components so its rules
// read (and test) on their own.
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type AdminIssue = RouterOutputs["newsletterIssue"]["list"][number];

export const statusLabels: Record<AdminIssue["status"], string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};

export const statusColors: Record<AdminIssue["status"], string> = {
  draft: "gray",
  scheduled: "blue",
  sending: "orange",
  sent: "teal",
};

/** Only a draft or a scheduled issue may still be edited. */
export const editable = (issue: Pick<AdminIssue, "status">) => issue.status === "draft" || issue.status === "scheduled";
