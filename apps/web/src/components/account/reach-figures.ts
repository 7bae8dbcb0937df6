// The arithmetic of the reach panel (ReachPanel.tsx): the last 90 days against the 90 before, the
// change between them, and the CSV of the days. Plain functions, tested in reach-figures.test.ts.
import { addDays } from "@chamber/core";
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type ReachDay = RouterOutputs["reach"]["stats"]["days"][number];
export type ReachMetric = Exclude<keyof ReachDay, "date">;

/** The panel's span, and the span it is compared with. */
const REACH_SPAN_DAYS = 90;

/** Each figure's name in the panel and the CSV's header, in the order both show them. */
export const reachMetricLabels: Record<ReachMetric, string> = {
  views: "Page views",
  impressions: "Shown in the directory",
  websiteClicks: "Website clicks",
  phoneClicks: "Phone clicks",
  emailClicks: "E-mail clicks",
  directionsClicks: "Directions clicks",
  inquiries: "Messages",
};

export const reachMetrics = Object.keys(reachMetricLabels) as ReachMetric[];

/** The days one request covers: the span ending `today` and the span before it. */
export function reachRange(today: string) {
  return { from: addDays(today, -2 * REACH_SPAN_DAYS + 1), to: today };
}

/** The answer split into the last span and the one before it. */
export function splitSpans(days: readonly ReachDay[]) {
  return { current: days.slice(-REACH_SPAN_DAYS), previous: days.slice(0, -REACH_SPAN_DAYS) };
}

export const total = (days: readonly ReachDay[], metric: ReachMetric) =>
  days.reduce((sum, day) => sum + day[metric], 0);

/** "+25%", "−40%", "no change", or "new" when there was nothing before. */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return "no change";
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** The days as a spreadsheet: a header row, then one row a day. */
export function reachCsv(days: readonly ReachDay[]): string {
  const header = ["Date", ...reachMetrics.map((metric) => reachMetricLabels[metric])];
  const rows = days.map((day) => [day.date, ...reachMetrics.map((metric) => String(day[metric]))]);
  return `${[header, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
}
