// Every kind of write leaves exactly one activity entry per changed row, by the right actor, with
// the fields old → new and no secret (docs/decisions/027-activity-log.md): staff's edits, decisions,
// a member's listing change, visitors' forms, an API token's write, and the system's own work.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type AccountCallers, openAccountCallers } from "../account/account-testing.ts";
import { Changes } from "../cache/changes.ts";
import { createInnerContext } from "../context.ts";
import { extendHorizons } from "../events/series-horizon.ts";
import { createCaller } from "../root.ts";
import { T0, testAdmin } from "../testing/callers.ts";
import { editorOf, entryOf, recorded } from "./activity-testing.ts";

const business = { description: "d", address: "a", phone: "p", category: "retail" };
const event = { description: "d", location: "l", category: "music", date: "2026-07-04T18:00:00Z" };

let callers: AccountCallers;
let editor: ReturnType<typeof editorOf>["editor"];
let formToken: ReturnType<typeof editorOf>["formToken"];
const staff = { kind: "staff", id: 2, name: "Test Admin", role: "editor" };
const visitorActor = { kind: "visitor", id: null, name: "Visitor", role: null };
const system = { kind: "system", id: null, name: "System", role: null };

beforeAll(async () => {
  callers = await openAccountCallers();
  ({ editor, formToken } = editorOf(callers, 2));
});
afterAll(() => callers?.close());

const record = <T>(work: () => Promise<T>) => recorded(callers.db, work);

describe("staff's writes", () => {
  test("a business: created, changed (old → new), deleted", async () => {
    const made = await record(() => editor.business.create({ ...business, name: "Oak Cafe" }));
    const id = made.result.id;
    expect(made.entries).toHaveLength(1);
    expect(entryOf(made, "Business", id, "create", staff).changes.name).toEqual([null, "Oak Cafe"]);
    const changed = await record(() => editor.business.update({ ...business, id, name: "Oak Bakery" }));
    expect(entryOf(changed, "Business", id, "update", staff).changes.name).toEqual(["Oak Cafe", "Oak Bakery"]);
    const gone = await record(() => editor.business.delete({ id }));
    expect(entryOf(gone, "Business", id, "delete", staff).changes.name).toEqual(["Oak Bakery", null]);
  });

  test("a save that changes nothing records nothing", async () => {
    const { id } = await editor.business.create({ ...business, name: "Same Shop" });
    const same = await record(() => editor.business.update({ ...business, id, name: "Same Shop" }));
    expect(same.entries.filter((entry) => entry.entity === "Business")).toEqual([]);
  });

  test("an event, a series and its occurrences", async () => {
    const made = await record(() => editor.event.create({ ...event, title: "Porch Talk" }));
    entryOf(made, "Event", made.result.id, "create", staff);
    const changed = await record(() => editor.event.update({ ...event, id: made.result.id, title: "Porch Chat" }));
    expect(entryOf(changed, "Event", made.result.id, "update", staff).changes.title).toEqual([
      "Porch Talk",
      "Porch Chat",
    ]);
    entryOf(await record(() => editor.event.delete({ id: made.result.id })), "Event", made.result.id, "delete", staff);

    const series = await record(() =>
      editor.eventSeries.create({ ...event, title: "Market", rule: "FREQ=MONTHLY;BYMONTHDAY=4", count: 3 }),
    );
    entryOf(series, "EventSeries", series.result.id, "create", staff);
    const occurrences = series.entries.filter((entry) => entry.entity === "Event");
    expect(occurrences).toHaveLength(3);
    expect(occurrences.every((entry) => entry.action === "create" && entry.actorId === 2)).toBe(true);
  });

  interface Kind {
    entity: string;
    create: () => Promise<{ id: number }>;
    update: (id: number) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
    field: string;
  }
  const kinds: Kind[] = [
    {
      entity: "NewsArticle",
      create: () => editor.news.create({ title: "Fair", content: "c", category: "News", author: "Ana" }),
      update: (id: number) => editor.news.update({ id, title: "Fair!", content: "c", category: "News", author: "Ana" }),
      remove: (id: number) => editor.news.delete({ id }),
      field: "title",
    },
    {
      entity: "Page",
      create: () => editor.page.create({ title: "Join", slug: "join-us", content: "c" }),
      update: (id: number) => editor.page.update({ id, title: "Join us", slug: "join-us", content: "c" }),
      remove: (id: number) => editor.page.delete({ id }),
      field: "title",
    },
    {
      entity: "BoardMember",
      create: () => editor.boardMember.create({ name: "Ana Reyes", title: "Chair" }),
      update: (id: number) => editor.boardMember.update({ id, name: "Ana Reyes", title: "Treasurer" }),
      remove: (id: number) => editor.boardMember.delete({ id }),
      field: "title",
    },
  ];

  test.each(kinds)("$entity: created, changed, deleted", async ({ entity, create, update, remove, field }) => {
    const made = await record(create);
    const id = made.result.id;
    entryOf(made, entity, id, "create", staff);
    const changed = await record(() => update(id));
    const [before, after] = entryOf(changed, entity, id, "update", staff).changes[field] ?? [];
    expect(before).not.toEqual(after);
    entryOf(await record(() => remove(id)), entity, id, "delete", staff);
  });

  test("a category and a setting", async () => {
    const made = await record(() => editor.category.create({ kind: "business", name: "Farms" }));
    entryOf(made, "Category", made.result.id, "create", staff);
    const renamed = await record(() => editor.category.rename({ id: made.result.id, name: "Ranches" }));
    expect(entryOf(renamed, "Category", made.result.id, "update", staff).changes.name).toEqual(["Farms", "Ranches"]);

    // Settings are an owner's.
    const { editor: owner } = editorOf(callers, 2, "owner");
    const asOwner = { ...staff, role: "owner" };
    const setting = await record(() => owner.setting.create({ key: "motto", value: "Hello" }));
    entryOf(setting, "Setting", setting.result.id, "create", asOwner);
    const changed = await record(() => owner.setting.update({ key: "motto", value: "Howdy" }));
    expect(entryOf(changed, "Setting", setting.result.id, "update", asOwner).changes.value).toEqual(["Hello", "Howdy"]);
    entryOf(
      await record(() => owner.setting.delete({ key: "motto" })),
      "Setting",
      setting.result.id,
      "delete",
      asOwner,
    );
  });
});

describe("visitors, members, tokens and the system", () => {
  test("a visitor's message, subscription, submission, inquiry and claim", async () => {
    const message = await record(() =>
      callers.visitor.contact.send({
        firstName: "J",
        lastName: "C",
        email: "j@example.com",
        subject: "Hi",
        message: "m",
      }),
    );
    expect(message.entries).toHaveLength(1);
    entryOf(message, "ContactMessage", message.entries[0]?.entityId ?? "", "create", visitorActor);
    const subscription = await record(() => callers.visitor.newsletter.subscribe({ email: "news@example.com" }));
    expect(subscription.entries.map((entry) => [entry.entity, entry.actorKind])).toEqual([
      ["NewsletterSubscription", "visitor"],
    ]);
    const submitted = await record(async () =>
      callers.visitor.submission.submitEvent({
        ...event,
        title: "Porch Concert",
        organizerName: "June",
        organizerEmail: "june@example.com",
        formToken: await formToken(),
      }),
    );
    expect(submitted.entries.map((entry) => [entry.entity, entry.action, entry.actorKind])).toEqual([
      ["Submission", "create", "visitor"],
    ]);
    // Staff's decision: the submission decided, the event made, both by them.
    const submissionId = Number(submitted.entries[0]?.entityId);
    const approved = await record(() => editor.submission.approve({ id: submissionId }));
    expect(entryOf(approved, "Submission", submissionId, "update", staff).changes.status).toEqual([
      "pending",
      "approved",
    ]);
    expect(approved.entries.filter((entry) => entry.entity === "Event" && entry.action === "create")).toHaveLength(1);

    const shop = await editor.business.create({ ...business, name: "Inquiry Shop", email: "shop@example.com" });
    const inquiry = await record(async () =>
      callers.visitor.inquiry.send({
        id: shop.id,
        name: "June",
        email: "j@example.com",
        message: "Open?",
        formToken: await formToken(),
      }),
    );
    expect(inquiry.entries.map((entry) => [entry.entity, entry.actorKind])).toEqual([["Inquiry", "visitor"]]);
    const claim = await record(async () =>
      callers.visitor.claim.submit({
        id: shop.id,
        name: "Sam",
        email: "sam@other.example",
        formToken: await formToken(),
      }),
    );
    expect(claim.entries.map((entry) => [entry.entity, entry.action, entry.actorKind])).toContainEqual([
      "ListingClaim",
      "create",
      "visitor",
    ]);
  });

  test("a member's listing change is theirs", async () => {
    const shop = await editor.business.create({ ...business, name: "Member Shop" });
    const member = await callers.member("Ana Reyes", [shop.id]);
    const changed = await record(() =>
      member.caller.account.updateBusiness({ ...business, id: shop.id, name: "Member Shop & Cafe" }),
    );
    expect(changed.entries.length).toBeGreaterThan(0);
    for (const entry of changed.entries)
      expect(entry).toMatchObject({ actorKind: "member", actorId: member.id, actorName: "Ana Reyes", actorRole: null });
  });

  test("an API token's write names the token and its role", async () => {
    const admin = { ...testAdmin("editor", 0), name: "Website sync", via: "api-token" as const, tokenId: 7 };
    const token = createCaller(createInnerContext({ db: callers.db, now: () => callers.clock.now, admin }));
    const made = await record(() => token.business.create({ ...business, name: "Synced Shop" }));
    entryOf(made, "Business", made.result.id, "create", { kind: "token", id: 7, name: "Website sync", role: "editor" });
  });

  test("the horizon's extension is the system's", async () => {
    const series = await editor.eventSeries.create({ ...event, title: "Weekly", rule: "FREQ=WEEKLY" });
    callers.clock.now = new Date(T0.getTime() + 60 * 24 * 60 * 60_000);
    const extended = await record(() =>
      extendHorizons(callers.db.prisma, "America/Los_Angeles", callers.clock.now, new Changes([])),
    );
    entryOf(extended, "EventSeries", series.id, "update", system);
    expect(extended.entries.filter((entry) => entry.entity === "Event").length).toBeGreaterThan(0);
    expect(extended.entries.every((entry) => entry.actorKind === "system")).toBe(true);
    callers.clock.now = T0;
  });
});
