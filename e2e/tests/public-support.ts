// Shared by the public-site browser tests: an independent oracle for the site's date formats
// (Intl, in the chamber's zone, not the app's dayjs code) and a way to answer a tRPC call with
// chosen data.
import type { Page, Route } from "playwright-core";
import { trpcUrl } from "../harness/network.ts";

const SITE_ZONE = "America/Los_Angeles";

export interface SiteEvent {
  id: number;
  title: string;
  description: string;
  category: string;
  location: string;
  date: string;
  featured: boolean;
}

export interface SiteBusiness {
  id: number;
  name: string;
  description: string;
  category: string;
  address: string;
  phone: string;
  website: string | null;
  featured: boolean;
}

const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { timeZone: SITE_ZONE, ...options });

/** docs/product.md §9's four formats, computed with Intl in the site's zone. */
export const siteDate = {
  card: (iso: string) => formatter({ month: "short", day: "numeric", year: "numeric" }).format(new Date(iso)),
  long: (iso: string) => formatter({ month: "long", day: "numeric", year: "numeric" }).format(new Date(iso)),
  time: (iso: string) => formatter({ hour: "numeric", minute: "2-digit", hour12: true }).format(new Date(iso)),
  full: (iso: string) =>
    `${formatter({ weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(new Date(iso))} at ${siteDate.time(iso)}`,
};

/** Answers every call to `procedure` with `data`, in tRPC's batch shape (the call must be alone). */
export async function answerTrpc(page: Page, procedure: string, data: unknown): Promise<() => Promise<void>> {
  const pattern = trpcUrl(procedure);
  const handler = (route: Route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify([{ result: { data } }]) });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}
