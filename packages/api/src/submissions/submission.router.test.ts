import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, errorCodeOf, openCallers, RecordingCache, T0 } from "../testing/callers.ts";

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

const event = {
  title: "Porch Concert",
  description: "Folk music on the arcade porch.",
  category: "music",
  location: "Ojai Arcade",
  date: "2026-07-04T18:30:00-07:00",
  organizerName: "June Carver",
  organizerEmail: "june@example.com",
};

const listing = {
  name: "Topa Topa Bikes",
  description: "Rentals and repairs by the trail.",
  category: "retail",
  address: "312 E Ojai Ave",
  phone: "(805) 555-0188",
  contactName: "Sam Ortiz",
  contactEmail: "sam@example.com",
};

let callers: Callers;
const cache = new RecordingCache();

beforeAll(async () => {
  callers = await openCallers({ cache });
});
afterAll(() => callers?.close());

/** A token issued now, with the clock then moved on by `age` (past the 3 s minimum by default). */
async function tokenAged(age = 5 * SECOND): Promise<string> {
  callers.clock.now = T0;
  const { token } = await callers.visitor.submission.token({});
  callers.clock.now = new Date(T0.getTime() + age);
  return token;
}

/** The SPAM_CHECK code a refused submission carries, or what it rejected with instead. */
async function spamCode(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return "accepted";
  } catch (error) {
    return (
      (error as { cause?: { errorCode?: string }; code?: string }).cause?.errorCode ?? (error as { code?: string }).code
    );
  }
}

describe("submissions: the spam check", () => {
  test("accepts a token from 3 s to 2 h after it was issued, once", async () => {
    const before = await callers.db.prisma.submission.count();
    expect(
      await spamCode(callers.visitor.submission.submitEvent({ ...event, formToken: await tokenAged(2 * SECOND) })),
    ).toBe("SPAM_CHECK");
    expect(
      await spamCode(
        callers.visitor.submission.submitEvent({ ...event, formToken: await tokenAged(2 * HOUR + SECOND) }),
      ),
    ).toBe("SPAM_CHECK");
    const token = await tokenAged(3 * SECOND);
    const receipt = await callers.visitor.submission.submitEvent({ ...event, formToken: token });
    expect(receipt).toEqual({ id: expect.any(Number), status: "pending" });
    expect(await spamCode(callers.visitor.submission.submitEvent({ ...event, formToken: token }))).toBe("SPAM_CHECK");
    expect(await callers.db.prisma.submission.count()).toBe(before + 1);
  });

  test("refuses a missing or forged token and a filled honeypot, storing nothing", async () => {
    const before = await callers.db.prisma.submission.count();
    expect(await spamCode(callers.visitor.submission.submitEvent(event))).toBe("SPAM_CHECK");
    const token = await tokenAged();
    const forged = `${token.slice(0, -2)}xx`;
    expect(await spamCode(callers.visitor.submission.submitEvent({ ...event, formToken: forged }))).toBe("SPAM_CHECK");
    // A token claiming an earlier issue time does not carry a valid signature.
    const [, nonce, signature] = token.split(".");
    const backdated = `${(T0.getTime() - HOUR).toString(36)}.${nonce}.${signature}`;
    expect(await spamCode(callers.visitor.submission.submitEvent({ ...event, formToken: backdated }))).toBe(
      "SPAM_CHECK",
    );
    expect(
      await spamCode(
        callers.visitor.submission.submitBusiness({ ...listing, formToken: token, url: "http://spam.example" }),
      ),
    ).toBe("SPAM_CHECK");
    expect(await callers.db.prisma.submission.count()).toBe(before);
    // The honeypot's refusal did not spend the token: the person's own send still goes through.
    expect(await callers.visitor.submission.submitBusiness({ ...listing, formToken: token, url: "" })).toMatchObject({
      status: "pending",
    });
  });

  test("a field error leaves the token unspent and names the field", async () => {
    const token = await tokenAged();
    expect(await errorCodeOf(callers.visitor.submission.submitEvent({ ...event, title: " ", formToken: token }))).toBe(
      "BAD_REQUEST",
    );
    expect(await callers.visitor.submission.submitEvent({ ...event, formToken: token })).toMatchObject({
      status: "pending",
    });
  });

  test("a change to a listing that does not exist is 404", async () => {
    const token = await tokenAged();
    expect(
      await errorCodeOf(
        callers.visitor.submission.submitBusiness({ ...listing, businessId: 999_999, formToken: token }),
      ),
    ).toBe("NOT_FOUND");
  });
});

describe("submissions: moderation", () => {
  test("nothing submitted is public until approved; approving publishes it", async () => {
    const { id } = await callers.visitor.submission.submitEvent({
      ...event,
      title: "Pending Party",
      formToken: await tokenAged(),
    });
    const visibleTitles = async () => (await callers.visitor.event.list({})).map((row) => row.title);
    expect(await visibleTitles()).not.toContain("Pending Party");
    const pending = await callers.admin.submission.list({ status: "pending" });
    expect(pending.find((row) => row.id === id)).toMatchObject({
      kind: "event",
      status: "pending",
      payload: { title: "Pending Party", organizerEmail: "june@example.com" },
      decidedAt: null,
      resultId: null,
    });
    const approved = await callers.admin.submission.approve({ id, kind: "event" });
    expect(approved).toMatchObject({
      status: "approved",
      resultId: expect.any(Number),
      decidedAt: callers.clock.now.toISOString(),
    });
    expect(cache.invalidated).toContain("events:");
    const created = await callers.visitor.event.byId({ id: approved.resultId as number });
    expect(created).toMatchObject({
      title: "Pending Party",
      location: "Ojai Arcade",
      featured: false,
      published: true,
    });
    expect(new Date(created.date).toISOString()).toBe("2026-07-05T01:30:00.000Z");
    expect(await errorCodeOf(callers.admin.submission.approve({ id, kind: "event" }))).toBe("CONFLICT");
    expect(await errorCodeOf(callers.admin.submission.reject({ id, reason: "Too late" }))).toBe("CONFLICT");
  });

  test("a rejected submission is never public and keeps its reason", async () => {
    const { id } = await callers.visitor.submission.submitBusiness({
      ...listing,
      name: "Spammy Shop",
      formToken: await tokenAged(),
    });
    const rejected = await callers.admin.submission.reject({ id, reason: "Not in the valley" });
    expect(rejected).toMatchObject({ status: "rejected", reason: "Not in the valley", resultId: null });
    expect((await callers.visitor.business.list({})).map((row) => row.name)).not.toContain("Spammy Shop");
    expect(await errorCodeOf(callers.admin.submission.approve({ id, kind: "business" }))).toBe("CONFLICT");
  });

  test("a change applies to its listing, with staff's edits, keeping the listing's flags", async () => {
    const business = await callers.admin.business.create({ ...listing, name: "Old Name", featured: true });
    const { id } = await callers.visitor.submission.submitBusiness({
      ...listing,
      name: "New Name",
      businessId: business.id,
      formToken: await tokenAged(),
    });
    expect((await callers.admin.submission.byId({ id })).businessId).toBe(business.id);
    const edited = { ...(await callers.admin.submission.byId({ id })).payload, phone: "(805) 555-0199" };
    const approved = await callers.admin.submission.approve({ id, kind: "business", payload: edited });
    expect(approved).toMatchObject({ resultId: business.id, payload: { phone: "(805) 555-0199", name: "New Name" } });
    expect(await callers.visitor.business.byId({ id: business.id })).toMatchObject({
      name: "New Name",
      phone: "(805) 555-0199",
      featured: true,
    });
  });

  test("a staff edit is validated like the visitor's send", async () => {
    const { id } = await callers.visitor.submission.submitBusiness({ ...listing, formToken: await tokenAged() });
    const stored = (await callers.admin.submission.byId({ id })).payload;
    expect(
      await errorCodeOf(callers.admin.submission.approve({ id, kind: "business", payload: { ...stored, name: "" } })),
    ).toBe("BAD_REQUEST");
    expect((await callers.admin.submission.byId({ id })).status).toBe("pending");
  });

  test("approving a change to a deleted listing is 409 and leaves it pending", async () => {
    const business = await callers.admin.business.create({ ...listing, name: "Soon Gone" });
    const { id } = await callers.visitor.submission.submitBusiness({
      ...listing,
      businessId: business.id,
      formToken: await tokenAged(),
    });
    await callers.admin.business.delete({ id: business.id });
    expect(await errorCodeOf(callers.admin.submission.approve({ id, kind: "business" }))).toBe("CONFLICT");
    expect((await callers.admin.submission.byId({ id })).status).toBe("pending");
  });

  test("a visitor cannot list, read, approve or reject; unknown ids are 404", async () => {
    expect(await errorCodeOf(callers.visitor.submission.list({}))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.submission.byId({ id: 1 }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.submission.approve({ id: 1, kind: "event" }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.submission.reject({ id: 1, reason: "x" }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.admin.submission.approve({ id: 999_999, kind: "event" }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.submission.reject({ id: 999_999, reason: "x" }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.submission.reject({ id: 1, reason: " " }))).toBe("BAD_REQUEST");
  });
});

describe("submissions: typed by kind, in the category lists", () => {
  test("a category given by slug or in any case is stored by its name; the event's website and cost are published", async () => {
    const { id } = await callers.visitor.submission.submitEvent({
      ...event,
      title: "Porch Concert With Site",
      category: "MUSIC",
      website: "porch.example.com",
      cost: "$5 at the gate",
      formToken: await tokenAged(),
    });
    const stored = await callers.admin.submission.byId({ id });
    if (stored.kind !== "event") throw new Error("an event submission answers kind event");
    expect(stored.payload).toMatchObject({ category: "Music", website: "https://porch.example.com" });
    const approved = await callers.admin.submission.approve({ id, kind: "event" });
    expect(await callers.visitor.event.byId({ id: approved.resultId as number })).toMatchObject({
      category: "Music",
      website: "https://porch.example.com",
      cost: "$5 at the gate",
    });
  });

  test("a category not in the list is a 400 naming the allowed ones, leaving the token unspent", async () => {
    const token = await tokenAged();
    const refused = callers.visitor.submission.submitBusiness({ ...listing, category: "Spaceships", formToken: token });
    await expect(refused).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Category must be one of: Dining, Retail, Services"),
    });
    expect(
      await callers.visitor.submission.submitBusiness({ ...listing, category: "arts", formToken: token }),
    ).toMatchObject({ status: "pending" });
  });

  test("approving names the submission's kind; staff's edit may choose another category", async () => {
    const { id } = await callers.visitor.submission.submitBusiness({ ...listing, formToken: await tokenAged() });
    expect(await errorCodeOf(callers.admin.submission.approve({ id, kind: "event" }))).toBe("BAD_REQUEST");
    const stored = await callers.admin.submission.byId({ id });
    // Edits say which kind's fields they are.
    await expect(callers.admin.submission.approve({ id, payload: { ...stored.payload } })).rejects.toMatchObject({
      message: expect.stringContaining("Kind is required with a payload"),
    });
    const refused = callers.admin.submission.approve({
      id,
      kind: "business",
      payload: { ...stored.payload, category: "Festival" },
    });
    await expect(refused).rejects.toMatchObject({ message: expect.stringContaining("Category must be one of") });
    const approved = await callers.admin.submission.approve({
      id,
      kind: "business",
      payload: { ...stored.payload, category: "health-wellness" },
    });
    expect(approved).toMatchObject({ kind: "business", payload: { category: "Health & Wellness" } });
    expect(await callers.visitor.business.byId({ id: approved.resultId as number })).toMatchObject({
      category: "Health & Wellness",
    });
  });
});
