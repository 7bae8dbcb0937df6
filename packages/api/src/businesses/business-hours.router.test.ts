// A business's opening hours and social links through the router: what a write refuses and with
// which message, what a read answers, and the "Open now" filter of the list and the directory's
// pages at a fixed clock, combined with a category and a search, cached by the set open.
import type { BusinessInput } from "@chamber/core/schemas";
import { describe, expect, test } from "vitest";
import { type Callers, openCallers, RecordingCache } from "../testing/callers.ts";

const business = {
  description: "Coffee and pastries.",
  category: "dining",
  address: "1 Ojai Ave",
  phone: "555-0100",
};
const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(Object.keys(closedWeek).map((day) => [day, [{ opens, closes }]]));

async function withCallers(run: (callers: Callers) => Promise<void>, cache?: RecordingCache) {
  const callers = await openCallers({ cache });
  try {
    await run(callers);
  } finally {
    await callers.close();
  }
}

/** The field errors a refused create answers. */
async function fieldErrorsOf(callers: Callers, fields: Partial<BusinessInput>) {
  try {
    await callers.admin.business.create({ ...business, name: "Refused", ...fields } as BusinessInput);
  } catch (error) {
    const cause = (error as { code?: string; cause?: { issues?: { path: PropertyKey[]; message: string }[] } }).cause;
    return (cause?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }
  throw new Error("The write was not refused");
}

describe("businesses: opening hours and social links", () => {
  test("refuses a bad time, three spans and an http:// link with messages a person can act on", () =>
    withCallers(async (callers) => {
      const week = (tue: unknown[]) => ({ weekly: { ...closedWeek, tue }, exceptions: [] });
      expect(await fieldErrorsOf(callers, { hours: week([{ opens: "9am", closes: "17:00" }]) as never })).toEqual([
        "hours.weekly.tue.0.opens: Opening time must be a time like 09:00 (24-hour)",
      ]);
      const three = [0, 1, 2].map((i) => ({ opens: `0${i + 1}:00`, closes: `0${i + 1}:30` }));
      expect(await fieldErrorsOf(callers, { hours: week(three) as never })).toEqual([
        "hours.weekly.tue: At most two spans a day",
      ]);
      expect(await fieldErrorsOf(callers, { social: { facebook: "http://facebook.com/pinkmoment" } })).toEqual([
        "social.facebook: The Facebook link must be an https:// address",
      ]);
      expect(await fieldErrorsOf(callers, { social: { instagram: "https://example.com/pinkmoment" } })).toEqual([
        "social.instagram: The Instagram link must be a instagram.com address",
      ]);
      expect(await callers.visitor.business.list({})).toEqual([]);
    }));

  test("answers what was written, null hours and {} links when none were given", () =>
    withCallers(async (callers) => {
      const hours = {
        weekly: {
          ...closedWeek,
          tue: [
            { opens: "11:30", closes: "14:00" },
            { opens: "17:00", closes: "21:30" },
          ],
        },
        note: "Kitchen closes 30 minutes early",
        exceptions: [{ date: "2026-12-25", closed: true as const }],
      };
      const social = { instagram: "https://www.instagram.com/pinkmoment", x: "https://x.com/pinkmoment" };
      const created = await callers.admin.business.create({ ...business, name: "Pink Moment", hours, social });
      expect(created).toMatchObject({ hours, social });
      expect(await callers.visitor.business.byId({ id: created.id })).toMatchObject({ hours, social });
      const [listed] = await callers.visitor.business.list({ limit: 10 });
      expect(listed).toMatchObject({ hours, social });

      const cleared = await callers.admin.business.update({ ...business, id: created.id, name: "Pink Moment" });
      expect(cleared).toMatchObject({ hours: null, social: {} });
      expect((await callers.visitor.business.featured({ limit: 5 })).length).toBe(0);
      expect(await callers.visitor.business.byId({ id: created.id })).toMatchObject({ hours: null, social: {} });
    }));

  test("openNow keeps the businesses open at the clock, with a category and a search", () =>
    withCallers(async (callers) => {
      const create = (name: string, fields: Partial<BusinessInput>) =>
        callers.admin.business.create({ ...business, name, ...fields });
      await create("Day Cafe", { hours: { weekly: everyDay("07:00", "15:00"), exceptions: [] } });
      await create("Night Bar", { hours: { weekly: everyDay("18:00", "02:00"), exceptions: [] } });
      await create("Day Hardware", {
        category: "retail",
        hours: { weekly: everyDay("08:00", "18:00"), exceptions: [] },
      });
      await create("No Hours Bakery", {});
      const names = async (input: { category?: string; search?: string; openNow?: boolean }) =>
        (await callers.visitor.business.list(input)).map((row) => row.name);

      // Tuesday 2026-06-16, 10:00 PDT.
      callers.clock.now = new Date("2026-06-16T10:00:00-07:00");
      expect(await names({ openNow: true })).toEqual(["Day Cafe", "Day Hardware"]);
      expect(await names({ openNow: true, category: "dining" })).toEqual(["Day Cafe"]);
      expect(await names({ openNow: true, search: "hardware" })).toEqual(["Day Hardware"]);
      expect(await names({ openNow: false })).toHaveLength(4);
      // 01:30 the next night: the bar's Tuesday span runs past midnight.
      callers.clock.now = new Date("2026-06-17T01:30:00-07:00");
      expect(await names({ openNow: true })).toEqual(["Night Bar"]);
      const page = await callers.visitor.business.listPage({ openNow: true, limit: 24, offset: 0 });
      expect(page).toMatchObject({ total: 1, items: [{ name: "Night Bar" }] });
      callers.clock.now = new Date("2026-06-17T02:00:00-07:00");
      expect(await callers.visitor.business.listPage({ openNow: true, limit: 24, offset: 0 })).toMatchObject({
        total: 0,
        items: [],
      });
    }));

  test("a cached openNow page is kept by the set of open businesses, not reused once it changes", async () => {
    const cache = new RecordingCache();
    await withCallers(async (callers) => {
      await callers.admin.business.create({
        ...business,
        name: "Day Cafe",
        hours: { weekly: everyDay("07:00", "15:00"), exceptions: [] },
      });
      const names = async () => (await callers.visitor.business.list({ openNow: true })).map((row) => row.name);
      callers.clock.now = new Date("2026-06-16T14:59:00-07:00");
      expect(await names()).toEqual(["Day Cafe"]);
      callers.clock.now = new Date("2026-06-16T15:00:00-07:00");
      expect(await names()).toEqual([]);
      callers.clock.now = new Date("2026-06-16T16:00:00-07:00");
      expect(await names()).toEqual([]);
      const openKeys = [...cache.values.keys()].filter((key) => key.includes("open="));
      expect(openKeys).toHaveLength(2);
    }, cache);
  });

  test("the REST query's openNow reads true and false as words and refuses others", () =>
    withCallers(async (callers) => {
      await expect(callers.visitor.business.list({ openNow: "maybe" as never })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
      expect(await callers.visitor.business.list({ openNow: "true" as never })).toEqual([]);
    }));
});
