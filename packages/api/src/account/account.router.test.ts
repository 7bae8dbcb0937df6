import type { MemberListingInput } from "@chamber/core/schemas";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorCodeOf } from "../testing/callers.ts";
import { type AccountCallers, openAccountCallers } from "./account-testing.ts";

const listing = {
  name: "Meiners Oaks Hardware",
  description: "Tools, paint and keys cut while you wait.",
  category: "retail",
  address: "120 El Roblar Dr",
  phone: "(805) 555-0142",
};

const hours = {
  weekly: { mon: [{ opens: "09:00", closes: "17:00" }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  exceptions: [],
};

let callers: AccountCallers;
beforeAll(async () => {
  callers = await openAccountCallers();
});
afterAll(() => callers?.close());

/** A member's listing that also tries to set what only staff may (featured, published). */
const withStaffFlags = (fields: MemberListingInput & { id: number }) =>
  ({ ...fields, featured: true, published: false }) as MemberListingInput & { id: number };

const newBusiness = (name: string) => callers.staff.business.create({ ...listing, name });
const setApproval = (changesNeedApproval: boolean) =>
  callers.staff.setting.updateMemberSettings({ changesNeedApproval });

describe("account: whose businesses", () => {
  test("a member reads only their own businesses; another's is 404", async () => {
    const mine = await newBusiness("Mine Cafe");
    const theirs = await newBusiness("Theirs Cafe");
    const { caller } = await callers.member("Ana Reyes", [mine.id]);
    await callers.member("Bo Chen", [theirs.id]);
    const read = await caller.account.businesses({});
    expect(read.map((row) => row.listing.name)).toEqual(["Mine Cafe"]);
    expect(read[0]).toMatchObject({
      via: "invite",
      listing: { id: mine.id, slug: expect.any(String), hours: null, social: null },
      pendingChange: null,
      lastDecision: null,
    });
    expect(await errorCodeOf(caller.account.business({ id: theirs.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(caller.account.updateBusiness({ ...listing, id: theirs.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(caller.account.submitEvent({ ...event, id: theirs.id }))).toBe("NOT_FOUND");
    expect((await callers.visitor.business.byId({ id: theirs.id })).name).toBe("Theirs Cafe");
  });

  test("staff and visitors are 401 on every account operation", async () => {
    const business = await newBusiness("Nobody's Cafe");
    for (const caller of [callers.visitor, callers.staff]) {
      expect(await errorCodeOf(caller.account.businesses({}))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.account.business({ id: business.id }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.account.updateBusiness({ ...listing, id: business.id }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(caller.account.submitEvent({ ...event, id: business.id }))).toBe("UNAUTHORIZED");
    }
    expect(await errorCodeOf(callers.visitor.setting.memberSettings({}))).toBe("UNAUTHORIZED");
  });

  test("bad input names its field", async () => {
    const business = await newBusiness("Typo Cafe");
    const { caller } = await callers.member("Cy Typo", [business.id]);
    await expect(caller.account.updateBusiness({ ...listing, id: business.id, name: "" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const badHours = { ...hours, weekly: { ...hours.weekly, mon: [{ opens: "9am", closes: "17:00" }] } };
    expect(await errorCodeOf(caller.account.updateBusiness({ ...listing, id: business.id, hours: badHours }))).toBe(
      "BAD_REQUEST",
    );
  });
});

describe("account: changes that wait for staff (the default)", () => {
  test("a change waits, replaces the earlier one, and approving publishes it with its history and mail", async () => {
    expect(await callers.staff.setting.memberSettings({})).toEqual({
      changesNeedApproval: true,
      postsNeedApproval: true,
    });
    const business = await newBusiness("Old Bikes");
    const member = await callers.member("Ana Reyes", [business.id]);
    const first = await member.caller.account.updateBusiness({ ...listing, id: business.id, name: "First Bikes" });
    expect(first.status).toBe("pending");
    const saved = await member.caller.account.updateBusiness(
      withStaffFlags({ ...listing, id: business.id, name: "New Bikes", hours }),
    );
    expect(saved).toMatchObject({
      status: "pending",
      listing: { name: "Old Bikes" },
      pendingChange: { by: "Ana Reyes", changes: { name: { from: "Old Bikes", to: "New Bikes" } } },
    });
    expect(saved.pendingChange?.changes.hours).toMatchObject({
      from: null,
      to: { weekly: { mon: [{ opens: "09:00" }] } },
    });
    expect((await callers.visitor.business.byId({ id: business.id })).name).toBe("Old Bikes");
    const queue = (await callers.staff.submission.list({ status: "pending", kind: "business" })).filter(
      (row) => row.businessId === business.id,
    );
    expect(queue).toHaveLength(1);
    expect(queue[0]?.payload).toMatchObject({
      name: "New Bikes",
      contactName: "Ana Reyes",
      contactEmail: member.email,
    });
    expect(await callers.mailTo("staff@chamber.example")).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining("listing change") }),
    );

    await callers.staff.submission.approve({ id: queue[0]?.id as number });
    expect(await callers.visitor.business.byId({ id: business.id })).toMatchObject({
      name: "New Bikes",
      featured: false,
      published: true,
    });
    const history = await callers.db.prisma.listingChange.findMany({ where: { businessId: business.id } });
    expect(history).toEqual([
      expect.objectContaining({
        memberId: member.id,
        changes: expect.objectContaining({ name: { from: "Old Bikes", to: "New Bikes" } }),
      }),
    ]);
    const read = await member.caller.account.business({ id: business.id });
    expect(read).toMatchObject({
      pendingChange: null,
      lastDecision: { status: "approved", reason: null },
      history: [{ by: "Ana Reyes", changes: { name: { from: "Old Bikes", to: "New Bikes" } } }],
      listing: { hours: { weekly: { mon: [{ opens: "09:00", closes: "17:00" }] } } },
    });
    const [approval] = await callers.mailTo(member.email);
    expect(approval?.subject).toContain("Published");
    expect(approval?.text).toContain(`https://chamber.example/account/businesses/${business.id}`);
  });

  test("a refusal keeps its reason for the member, and tells them by mail", async () => {
    const business = await newBusiness("Steady Bikes");
    const member = await callers.member("Bo Chen", [business.id]);
    const saved = await member.caller.account.updateBusiness({ ...listing, id: business.id, phone: "(805) 555-0000" });
    await callers.staff.submission.reject({ id: saved.pendingChange?.id as number, reason: "That number is a fax" });
    expect(await member.caller.account.business({ id: business.id })).toMatchObject({
      pendingChange: null,
      lastDecision: { status: "rejected", reason: "That number is a fax" },
      listing: { phone: listing.phone },
    });
    const [refusal] = await callers.mailTo(member.email);
    expect(refusal?.text).toContain("That number is a fax");
  });
});

describe("account: changes published at once (setting off)", () => {
  test("publishes, records the change with the member, and never sets the staff's flags", async () => {
    const business = await newBusiness("Quick Bikes");
    const member = await callers.member("Cy Park", [business.id]);
    await setApproval(false);
    try {
      const social = { instagram: "https://instagram.com/quickbikes" };
      const saved = await member.caller.account.updateBusiness(
        withStaffFlags({ ...listing, id: business.id, name: "Quicker Bikes", social }),
      );
      expect(saved).toMatchObject({
        status: "published",
        listing: { name: "Quicker Bikes", social },
        pendingChange: null,
      });
      expect(await callers.visitor.business.byId({ id: business.id })).toMatchObject({
        name: "Quicker Bikes",
        featured: false,
        published: true,
      });
      expect(saved.history[0]).toMatchObject({
        by: "Cy Park",
        changes: { name: { from: "Quick Bikes", to: "Quicker Bikes" }, social: { from: {}, to: social } },
      });
      expect(Object.keys(saved.history[0]?.changes ?? {}).sort()).toEqual(["name", "social"]);
      expect(await callers.db.prisma.submission.count({ where: { businessId: business.id } })).toBe(0);
    } finally {
      await setApproval(true);
    }
  });

  test("a staff edit records only the fields it changed, without a member", async () => {
    const business = await newBusiness("Staff Bikes");
    await callers.staff.business.update({ ...listing, id: business.id, name: "Staff Bikes", phone: "(805) 555-0111" });
    const rows = await callers.db.prisma.listingChange.findMany({ where: { businessId: business.id } });
    expect(rows.map((row) => [row.memberId, row.changes])).toEqual([
      [null, { phone: { from: listing.phone, to: "(805) 555-0111" } }],
    ]);
  });
});

const event = {
  title: "Trail Ride",
  description: "A morning ride up the Pratt trail.",
  category: "community",
  location: "Meiners Oaks",
  date: "2026-07-04T08:00:00-07:00",
};

describe("account: an event organized by the member's business", () => {
  test("waits in the queue with its organizer, and approving keeps it", async () => {
    const business = await newBusiness("Ride Bikes");
    const member = await callers.member("Di Moss", [business.id]);
    const receipt = await member.caller.account.submitEvent({ ...event, id: business.id });
    expect(receipt).toEqual({ id: expect.any(Number), status: "pending" });
    const queued = await callers.staff.submission.byId({ id: receipt.id });
    expect(queued).toMatchObject({
      kind: "event",
      payload: { organizerId: business.id, organizerName: "Di Moss", organizerEmail: member.email },
    });
    const approved = await callers.staff.submission.approve({ id: receipt.id });
    const created = await callers.db.prisma.event.findUniqueOrThrow({ where: { id: approved.resultId as number } });
    expect(created).toMatchObject({ title: "Trail Ride", organizerId: business.id });
  });

  test("a visitor's event cannot name an organizer", async () => {
    callers.clock.now = new Date(callers.clock.now.getTime());
    const { token } = await callers.visitor.submission.token({});
    callers.clock.now = new Date(callers.clock.now.getTime() + 5000);
    const business = await newBusiness("Claimed Bikes");
    const receipt = await callers.visitor.submission.submitEvent({
      ...event,
      organizerName: "Someone",
      organizerEmail: "someone@example.com",
      organizerId: business.id,
      formToken: token,
    } as Parameters<typeof callers.visitor.submission.submitEvent>[0]);
    expect((await callers.staff.submission.byId({ id: receipt.id })).payload).toMatchObject({ organizerId: null });
  });
});
