// Jobs through createCaller: the dates a write settles (30 days by default, 60 at most, also when
// extended), the list's filters, and a member's change waiting for staff again.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AccountCallers, openAccountCallers } from "../account/account-testing.ts";
import { DAY, errorCodeOf, iso, T0 } from "../testing/callers.ts";

let callers: AccountCallers;
beforeAll(async () => {
  callers = await openAccountCallers();
});
afterAll(() => callers?.close());

const newBusiness = (name: string, category = "retail") =>
  callers.staff.business.create({
    name,
    description: "A shop.",
    category,
    address: "1 Ojai Ave",
    phone: "805-555-0100",
  });
const job = (title: string, more: object = {}) => ({
  title,
  description: "Work in the valley.",
  employmentType: "full-time" as const,
  location: { kind: "business" as const },
  apply: { url: "https://jobs.example.com/apply" },
  ...more,
});

describe("job: dates", () => {
  test("closes 30 days after posting by default; a member extends it to 60 days at most", async () => {
    callers.clock.now = T0;
    const business = await newBusiness("Dated Dairy");
    const member = await callers.member("Dee Dairy", [business.id]);
    await callers.staff.setting.updateMemberSettings({ postsNeedApproval: false });
    const posted = await member.caller.job.submit({ ...job("Milker"), id: business.id });
    expect(posted).toMatchObject({ status: "published", postedAt: T0.toISOString(), closesAt: iso(30 * DAY) });
    expect(posted.pay).toBeUndefined();
    expect(posted.apply).toEqual({ url: "https://jobs.example.com/apply" });
    const extended = await member.caller.job.extendOwn({ id: posted.id });
    expect(extended.closesAt).toBe(iso(60 * DAY));
    expect(await errorCodeOf(member.caller.job.extendOwn({ id: posted.id, closesAt: iso(61 * DAY) }))).toBe(
      "BAD_REQUEST",
    );
    // A change waits for staff again while the setting is on; extending does not.
    await callers.staff.setting.updateMemberSettings({ postsNeedApproval: true });
    const changed = await member.caller.job.updateOwn({ ...job("Head milker"), id: posted.id });
    expect(changed).toMatchObject({ status: "pending", reviewState: "pending", closesAt: iso(60 * DAY) });
    expect((await member.caller.job.extendOwn({ id: posted.id, closesAt: iso(50 * DAY) })).status).toBe("pending");
  });

  test("refuses pay ranges upside down and an address location without an address", async () => {
    const business = await newBusiness("Picky Pay");
    const bad = callers.staff.job.create({
      ...job("Upside"),
      businessId: business.id,
      pay: { min: 30, max: 20, unit: "hour" },
    });
    expect(await errorCodeOf(bad)).toBe("BAD_REQUEST");
    const noAddress = callers.staff.job.create({
      ...job("Nowhere"),
      businessId: business.id,
      location: { kind: "address" },
    });
    expect(await errorCodeOf(noAddress)).toBe("BAD_REQUEST");
    const noApply = callers.staff.job.create({ ...job("Silent"), businessId: business.id, apply: {} });
    expect(await errorCodeOf(noApply)).toBe("BAD_REQUEST");
  });
});

describe("job: filters", () => {
  test("type, remote, posted within, category and the page", async () => {
    callers.clock.now = T0;
    const cafe = await newBusiness("Filter Cafe", "dining");
    const shop = await newBusiness("Filter Shop", "retail");
    await callers.staff.job.create({ ...job("Cook"), businessId: cafe.id, postedAt: iso(-10 * DAY) });
    await callers.staff.job.create({
      ...job("Web helper", { employmentType: "contract", location: { kind: "remote" } }),
      businessId: shop.id,
      pay: { min: 40, unit: "hour" },
    });
    const titles = async (input: object) =>
      (await callers.visitor.job.list({ ...input }))
        .map((row) => row.title)
        .filter((t) => ["Cook", "Web helper"].includes(t));
    expect(await titles({ type: "contract" })).toEqual(["Web helper"]);
    expect(await titles({ remote: true })).toEqual(["Web helper"]);
    expect(await titles({ remote: false })).toEqual(["Cook"]);
    expect(await titles({ postedWithin: 7 })).toEqual(["Web helper"]);
    expect(await titles({ category: "dining" })).toEqual(["Cook"]);
    const page = await callers.visitor.job.listPage({ businessId: shop.id, limit: 1, offset: 0 });
    expect(page).toMatchObject({ total: 1, limit: 1, offset: 0 });
    expect(page.items[0]).toMatchObject({
      location: { kind: "remote" },
      pay: { min: 40, unit: "hour", currency: "USD" },
    });
    expect(page.items[0]?.location.address).toBeUndefined();
    expect(await errorCodeOf(callers.visitor.job.list({ category: "no-such-category" }))).toBe("BAD_REQUEST");
  });
});
