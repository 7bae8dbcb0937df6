// The business import through createCaller: a dry run row by row (mapping guessed from a
// GrowthZone export's headers, matches and their rule, refusals with their field, unknown
// categories), all or nothing on apply, skip and category mapping, undo within 24 hours, the
// invitations, the list and the refusals by role.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cachePrefix } from "../cache/cache-keys.ts";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { type Callers, DAY, errorCodeOf, openCallers, RecordingCache, testAdmin } from "../testing/callers.ts";

const csv = (text: string) => new TextEncoder().encode(text);

// A GrowthZone member export: "Member Name", "Web Site", "Main Phone", the address in parts.
const growthZone = csv(
  [
    "Member Name,Categories,Member Description,Address 1,City,State,Zip,Main Phone,Web Site,Email Address,Hours,Facebook",
    'Ojai Olive Oil,Retail,"Oil pressed on the ranch, since 1998.",1811 Ojai Creek Rd,Ojai,CA,93023,(805) 555-0123,ojaioliveoil.example,,,',
    'Topa Coffee,Dining,"Espresso.\nAnd pastries.",210 E Ojai Ave,Ojai,CA,93023,(805) 555-0101,https://www.topacoffee.example/,hello@topa.example,Mon-Fri 7-3pm; Sat 8:00-14:00,facebook.com/topacoffee',
    "Bad Site,Retail,A shop.,1 Main St,Ojai,CA,93023,(805) 555-0102,not a url,bad-address,,",
    "Herb Garden,Nurseries,Plants.,2 Main St,Ojai,CA,93023,(805) 555-0103,,,,",
  ].join("\r\n"),
);

let callers: Callers;
let existingId: number;

beforeAll(async () => {
  callers = await openCallers();
  const existing = await callers.admin.business.create({
    name: "Ojai Olive Oil Co.",
    description: "The old description.",
    category: "retail",
    address: "Old address",
    phone: "(805) 555-0000",
    website: "https://ojaioliveoil.example",
  });
  existingId = existing.id;
});
afterAll(() => callers?.close());

const businessCount = () => callers.db.prisma.business.count();

describe("business import: dry run", () => {
  test("guesses the mapping, matches by domain, refuses rows naming the field, changes nothing", async () => {
    const before = await businessCount();
    const answer = await callers.admin.businessImport.run({ fileName: "members.csv", file: growthZone, dryRun: true });
    expect(answer.mapping).toMatchObject({ name: "Member Name", website: "Web Site", phone: "Main Phone", zip: "Zip" });
    expect(answer).toMatchObject({
      importId: null,
      encoding: "utf-8",
      delimiter: ",",
      created: 1,
      updated: 1,
      refused: 2,
    });
    const [olive, topa, bad, herb] = answer.rows;
    expect(olive).toMatchObject({ row: 2, action: "update", businessId: existingId, matchedBy: "website" });
    expect(topa).toMatchObject({ row: 3, action: "create", name: "Topa Coffee" });
    expect(bad?.action).toBe("skip");
    expect(bad?.errors?.map((error) => error.field).sort()).toEqual(["email", "website"]);
    expect(herb?.errors).toEqual([{ field: "category", message: expect.stringContaining('"Nurseries"') }]);
    expect(answer.unknownCategories).toEqual([{ name: "Nurseries", rows: 1 }]);
    expect(answer.categories).toContain("Retail");
    expect(await businessCount()).toBe(before);
  });
});

describe("business import: apply and undo", () => {
  test("refuses to apply while a refused row is not skipped, and changes nothing", async () => {
    const before = await businessCount();
    const call = callers.admin.businessImport.run({ file: growthZone, dryRun: false });
    await expect(call).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("row 4") });
    expect(await businessCount()).toBe(before);
  });

  test("applies once refused rows are skipped or mapped; undo puts everything back", async () => {
    const before = await callers.admin.business.byId({ id: existingId });
    const answer = await callers.admin.businessImport.run({
      fileName: "members.csv",
      file: growthZone,
      dryRun: false,
      skipRows: [4],
      categoryMap: { Nurseries: "Retail" },
    });
    expect(answer).toMatchObject({ created: 2, updated: 1, refused: 0, skipped: 1, dryRun: false });
    expect(answer.importId).toEqual(expect.any(Number));
    const topaId = answer.rows[1]?.businessId as number;
    const topa = await callers.admin.business.byId({ id: topaId });
    expect(topa).toMatchObject({
      category: "Dining",
      address: "210 E Ojai Ave, Ojai, CA 93023",
      website: "https://www.topacoffee.example/",
      description: "Espresso.\nAnd pastries.",
      social: { facebook: "https://facebook.com/topacoffee" },
    });
    expect(topa.hours?.weekly.mon).toEqual([{ opens: "07:00", closes: "15:00" }]);
    expect(topa.hours?.weekly.sat).toEqual([{ opens: "08:00", closes: "14:00" }]);
    expect(topa.hours?.weekly.sun).toEqual([]);
    const olive = await callers.admin.business.byId({ id: existingId });
    expect(olive).toMatchObject({ name: "Ojai Olive Oil", address: "1811 Ojai Creek Rd, Ojai, CA 93023" });
    // Left empty in the file: kept.
    expect(olive.website).toBe("https://ojaioliveoil.example");
    // The listing's history shows what the import changed, by staff.
    const [change] = await callers.admin.memberAdmin.changes({ id: existingId });
    expect(change?.by).toBe("Staff");
    expect(change?.fields).toContainEqual({ field: "name", from: "Ojai Olive Oil Co.", to: "Ojai Olive Oil" });

    const [listed] = await callers.admin.businessImport.list({});
    expect(listed).toMatchObject({
      id: answer.importId,
      fileName: "members.csv",
      created: 2,
      updated: 1,
      canUndo: true,
    });

    const undone = await callers.admin.businessImport.undo({ importId: answer.importId as number });
    expect(undone).toEqual({ importId: answer.importId, deleted: 2, restored: 1, kept: [] });
    const { updatedAt: _a, slug: _s, ...restored } = await callers.admin.business.byId({ id: existingId });
    const { updatedAt: _b, slug: _t, ...original } = before;
    expect(restored).toEqual(original);
    expect((await callers.admin.memberAdmin.changes({ id: existingId }))[0]?.fields).toContainEqual({
      field: "name",
      from: "Ojai Olive Oil",
      to: "Ojai Olive Oil Co.",
    });
    expect(await errorCodeOf(callers.admin.business.byId({ id: topaId }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.businessImport.undo({ importId: answer.importId as number }))).toBe(
      "CONFLICT",
    );
  });

  test("a second import of the same file updates, and a business changed since is kept by undo", async () => {
    const file = csv(
      "Business Name;Business Genre;Description;Business Address;Phone Number;Website\nCafé Uno;Dining;Food.;3 Main St;555-0200;cafeuno.example\n",
    );
    const first = await callers.admin.businessImport.run({ file, dryRun: false });
    const again = await callers.admin.businessImport.run({ file, dryRun: false });
    expect(first.delimiter).toBe(";");
    expect(again).toMatchObject({ created: 0, updated: 1 });
    expect(again.rows[0]).toMatchObject({ action: "update", matchedBy: "website" });
    const id = first.rows[0]?.businessId as number;
    callers.clock.now = new Date(callers.clock.now.getTime() + 60_000);
    const current = await callers.admin.business.byId({ id });
    await callers.admin.business.update({ ...current, imageId: null, description: "Changed by hand." });
    const undone = await callers.admin.businessImport.undo({ importId: first.importId as number });
    expect(undone).toMatchObject({ deleted: 0, kept: [{ id, name: "Café Uno" }] });
    expect((await callers.admin.business.byId({ id })).description).toBe("Changed by hand.");
  });

  test("undo is refused 24 hours after the import", async () => {
    const file = csv("Name,Category,Description,Address,Phone\nLate Shop,Retail,Late.,4 Main St,555-0300\n");
    const answer = await callers.admin.businessImport.run({ file, dryRun: false });
    callers.clock.now = new Date(callers.clock.now.getTime() + DAY + 1);
    const [listed] = await callers.admin.businessImport.list({});
    expect(listed?.canUndo).toBe(false);
    expect(await errorCodeOf(callers.admin.businessImport.undo({ importId: answer.importId as number }))).toBe(
      "CONFLICT",
    );
  });
});

describe("business import: invitations and roles", () => {
  test("inviteMembers invites each created business's e-mail, mail queued in the same transaction", async () => {
    const mailing = createCaller(
      createInnerContext({
        db: callers.db,
        now: () => callers.clock.now,
        mail: { staffEmail: "staff@chamber.test", publicUrl: "https://chamber.test" },
        admin: testAdmin(),
      }),
    );
    const file = csv(
      "Name,Category,Description,Address,Phone,Email,Primary Contact\nInvited Inn,Lodging,Rooms.,5 Main St,555-0400,inn@invited.example,Rosa Inn\n",
    );
    const answer = await mailing.businessImport.run({ file, dryRun: false, inviteMembers: true });
    expect(answer.invited).toBe(1);
    const member = await callers.db.prisma.member.findFirst({
      where: { email: "inn@invited.example" },
      select: { name: true, businesses: { select: { businessId: true } } },
    });
    expect(member).toEqual({ name: "Rosa Inn", businesses: [{ businessId: answer.rows[0]?.businessId }] });
    expect(await callers.db.prisma.outboxMessage.count({ where: { to: "inn@invited.example" } })).toBe(1);
  });

  test("a moderator may not import; a visitor is not signed in", async () => {
    const moderator = createCaller(createInnerContext({ db: callers.db, admin: testAdmin("moderator") }));
    const file = csv("Name\nX\n");
    expect(await errorCodeOf(moderator.businessImport.run({ file }))).toBe("FORBIDDEN");
    expect(await errorCodeOf(callers.visitor.businessImport.run({ file }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.businessImport.list({}))).toBe("UNAUTHORIZED");
  });
});

describe("business import: the read cache", () => {
  test("a dry run drops nothing; an apply drops the businesses' reads", async () => {
    const cache = new RecordingCache();
    const caching = createCaller(
      createInnerContext({ db: callers.db, now: () => callers.clock.now, cache, admin: testAdmin() }),
    );
    const file = csv("Name,Category,Description,Address,Phone\nCached Shop,Retail,Shop.,6 Main St,555-0500\n");
    await caching.businessImport.run({ file });
    expect(cache.invalidated).toEqual([]);
    await caching.businessImport.run({ file, dryRun: false });
    expect(cache.invalidated).toContain(cachePrefix.businesses);
  });
});
