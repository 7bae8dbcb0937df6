// What a job's or deal's card and page say about it, in words: its employment type, place and pay,
// and its dates in the chamber's time zone (SITE_TIMEZONE: core's showDatesIn). Kept to plain
// functions over the API's shapes, so the public pages, the account and the admin say the same.
import { type EmploymentType, employmentTypeLabels, formatInZone } from "@chamber/core";

/** "Part-time"; a type this build does not know is shown as the API names it. */
export const employmentTypeLabel = (type: string) => employmentTypeLabels[type as EmploymentType] ?? type;

export interface PostPay {
  min: number;
  max?: number | null | undefined;
  unit: "hour" | "week" | "month" | "year";
}

export interface PostLocation {
  kind: "business" | "address" | "remote";
  address?: string | null | undefined;
}

const dollars = (amount: number) =>
  `$${amount.toLocaleString("en-US", { maximumFractionDigits: Number.isInteger(amount) ? 0 : 2, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;

/** "$18 an hour", "$18–$22 an hour", "$52,000–$60,000 a year". */
export function payText(pay: PostPay): string {
  const amount = pay.max != null && pay.max !== pay.min ? `${dollars(pay.min)}–${dollars(pay.max)}` : dollars(pay.min);
  return `${amount} ${pay.unit === "hour" ? "an" : "a"} ${pay.unit}`;
}

/** Where the work is: "Remote", or its address (the business's own, unless another is given). */
export function placeText(location: PostLocation): string {
  if (location.kind === "remote") return "Remote";
  return location.address || "At the business";
}

/** A date as the cards say it, in the chamber's zone: "Jan 5, 2027". */
export const postDate = (instant: string) => formatInZone(instant, "card");

/** A date as a page says it: "January 5, 2027". */
export const postLongDate = (instant: string) => formatInZone(instant, "long");
