// Deals through createCaller: what a visitor, a member and staff see at the exact start and end
// instants, members-only deals, a member's posts waiting for staff, and staff's decisions mailed.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AccountCallers, openAccountCallers } from "../account/account-testing.ts";
import { DAY, errorCodeOf, iso, T0 } from "../testing/callers.ts";

const listing = {
  description: "Coffee roasted in the valley.",
  category: "retail",
  address: "211 E Ojai Ave",
  phone: "(805) 555-0100",
};

let callers: AccountCallers;
beforeAll(async () => {
  callers = await openAccountCallers();
});
afterAll(() => callers?.close());

const newBusiness = (name: string) => callers.staff.business.create({ ...listing, name });
const deal = (title: string, from: number, to: number) => ({
  title,
  description: "**10% off** any pound of beans.",
  startsAt: iso(from),
  endsAt: iso(to),
});
const setApproval = (postsNeedApproval: boolean) => callers.staff.setting.updateMemberSettings({ postsNeedApproval });
const at = (ms: number) => {
  callers.clock.now = new Date(T0.getTime() + ms);
};

describe("deal: visibility", () => {
  test("a deal shows from its start instant until just before its end", async () => {
    at(0);
    const business = await newBusiness("Window Roasters");
    const created = await callers.staff.deal.create({ ...deal("Window deal", DAY, 2 * DAY), businessId: business.id });
    expect(created).toMatchObject({
      reviewState: "approved",
      audience: "everyone",
      business: { name: "Window Roasters" },
    });
    expect(created.code).toBeUndefined();
    expect(created.image).toBeUndefined();
    const shown = async () =>
      (await callers.visitor.deal.list({ businessId: business.id })).map((row) => row.title).includes("Window deal");
    at(DAY - 1);
    expect(await shown()).toBe(false);
    expect(await errorCodeOf(callers.visitor.deal.byId({ id: created.id }))).toBe("NOT_FOUND");
    at(DAY);
    expect(await shown()).toBe(true);
    expect((await callers.visitor.deal.byId({ id: created.id })).html).toContain("<strong>10% off</strong>");
    at(2 * DAY - 1);
    expect(await shown()).toBe(true);
    at(2 * DAY);
    expect(await shown()).toBe(false);
    expect(await errorCodeOf(callers.visitor.deal.byId({ id: created.id }))).toBe("NOT_FOUND");
    expect((await callers.staff.deal.list({ scope: "all", businessId: business.id })).length).toBe(1);
  });

  test("a members-only deal is for signed-in members only", async () => {
    at(0);
    const business = await newBusiness("Members Bakery");
    const created = await callers.staff.deal.create({
      ...deal("Members' bread", -DAY, DAY),
      audience: "members",
      code: "Show your member card",
      businessId: business.id,
    });
    const { caller } = await callers.member("Any Member", []);
    expect((await callers.visitor.deal.list({ businessId: business.id })).length).toBe(0);
    expect((await callers.visitor.deal.listPage({ businessId: business.id })).total).toBe(0);
    expect(await errorCodeOf(callers.visitor.deal.byId({ id: created.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.staff.deal.byId({ id: created.id, scope: "public" }))).toBe("NOT_FOUND");
    expect((await caller.deal.list({ businessId: business.id })).map((row) => row.code)).toEqual([
      "Show your member card",
    ]);
    expect((await caller.deal.byId({ id: created.id })).audience).toBe("members");
  });
});

describe("deal: members' posts", () => {
  test("waits for staff when the setting is on; approving mails the member and shows it", async () => {
    at(0);
    await setApproval(true);
    const business = await newBusiness("Pending Pottery");
    const member = await callers.member("Pat Potter", [business.id]);
    const saved = await member.caller.deal.submit({ ...deal("Pottery sale", 0, 5 * DAY), id: business.id });
    expect(saved).toMatchObject({ status: "pending", reviewState: "pending" });
    expect((await callers.visitor.deal.list({ businessId: business.id })).length).toBe(0);
    expect((await callers.staff.deal.list({ scope: "all", review: "pending" })).map((row) => row.id)).toContain(
      saved.id,
    );
    expect((await callers.mailTo("staff@chamber.example")).at(-1)?.subject).toContain("Pottery sale");
    await callers.staff.deal.approve({ id: saved.id });
    expect((await callers.visitor.deal.list({ businessId: business.id })).map((row) => row.id)).toEqual([saved.id]);
    expect((await callers.mailTo(member.email)).at(-1)?.subject).toBe("Approved: “Pottery sale”");
  });

  test("refusing mails the reason; with the setting off a post shows at once", async () => {
    at(0);
    const business = await newBusiness("Refused Rugs");
    const member = await callers.member("Rae Rugs", [business.id]);
    const saved = await member.caller.deal.submit({ ...deal("Rug sale", 0, 5 * DAY), id: business.id });
    await callers.staff.deal.refuse({ id: saved.id, reason: "Please name the discount." });
    const mailed = (await callers.mailTo(member.email)).at(-1);
    expect(mailed?.text).toContain("Please name the discount.");
    expect((await member.caller.deal.mine({})).find((row) => row.id === saved.id)).toMatchObject({
      reviewState: "refused",
      refusalReason: "Please name the discount.",
    });
    await setApproval(false);
    const again = await member.caller.deal.updateOwn({ ...deal("Rug sale: 20% off", 0, 5 * DAY), id: saved.id });
    expect(again).toMatchObject({ status: "published", reviewState: "approved", refusalReason: null });
    expect((await callers.visitor.deal.list({ businessId: business.id })).length).toBe(1);
    await setApproval(true);
  });

  test("a member reaches only their businesses' deals; visitors and staff are 401 on the account's", async () => {
    at(0);
    const mine = await newBusiness("Mine Market");
    const theirs = await newBusiness("Theirs Market");
    const member = await callers.member("Mo Market", [mine.id]);
    const other = await callers.staff.deal.create({ ...deal("Their deal", 0, DAY), businessId: theirs.id });
    expect(await errorCodeOf(member.caller.deal.submit({ ...deal("x", 0, DAY), id: theirs.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(member.caller.deal.updateOwn({ ...deal("x", 0, DAY), id: other.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(member.caller.deal.extendOwn({ id: other.id, endsAt: iso(3 * DAY) }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(member.caller.deal.deleteOwn({ id: other.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(member.caller.deal.create({ ...deal("x", 0, DAY), businessId: mine.id }))).toBe(
      "UNAUTHORIZED",
    );
    expect(await errorCodeOf(member.caller.deal.approve({ id: other.id }))).toBe("UNAUTHORIZED");
    for (const caller of [callers.visitor, callers.staff]) {
      expect(await errorCodeOf(caller.deal.mine({}))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.deal.submit({ ...deal("x", 0, DAY), id: mine.id }))).toBe("UNAUTHORIZED");
    }
    expect(await errorCodeOf(callers.visitor.deal.delete({ id: other.id }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.deal.list({ scope: "all" }))).toBe("UNAUTHORIZED");
  });

  test("an end before the start is refused on endsAt", async () => {
    const business = await newBusiness("Backwards Books");
    const call = callers.staff.deal.create({ ...deal("Backwards", DAY, 0), businessId: business.id });
    expect(await errorCodeOf(call)).toBe("BAD_REQUEST");
  });
});

describe("deal: webhooks", () => {
  test("a deal's creation and a job's deletion are queued for an endpoint that wants them", async () => {
    at(0);
    await callers.db.prisma.webhookEndpoint.create({
      data: { url: "https://hooks.example.com/posts", events: ["deal.created", "job.deleted"], secret: "whsec_x" },
    });
    const business = await newBusiness("Hooked Honey");
    const created = await callers.staff.deal.create({ ...deal("Hooked deal", 0, DAY), businessId: business.id });
    const job = await callers.staff.job.create({
      businessId: business.id,
      title: "Hooked job",
      description: "Bees.",
      employmentType: "volunteer",
      location: { kind: "business" },
      apply: { email: "bees@hooked.example" },
    });
    await callers.staff.job.delete({ id: job.id });
    const events = await callers.db.prisma.webhookEvent.findMany({
      where: { entity: { in: ["Deal", "Job"] } },
      select: { type: true, entityId: true },
    });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: "deal.created", entityId: String(created.id) },
        { type: "job.deleted", entityId: String(job.id) },
      ]),
    );
    expect(events.map((event) => event.type)).not.toContain("job.created");
  });
});
