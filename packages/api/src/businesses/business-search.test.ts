// The directory search through the business list (decision 016): what a search finds, in what order,
// where each word matched, and that it keeps the list's rules (visibility, filters, the read cache),
// on rows made for each rule and on the seeded directory.
import { seedData } from "@chamber/db";
import { describe, expect, test } from "vitest";
import { type Callers, DAY, errorCodeOf, iso, openCallers, RecordingCache, T0 } from "../testing/callers.ts";

const business = { description: "Coffee and pastries.", category: "dining", address: "1 Ojai Ave", phone: "555-0100" };

describe("businesses: search ranks what people mean", () => {
  const rows = [
    { name: "Sespe Gallery", category: "arts", description: "Paintings and a coffee bar by the window." },
    { name: "Coffee", category: "dining", description: "Espresso and pastries." },
    { name: "Ojai Coffee Roasters", category: "dining", description: "Beans roasted on Signal Street." },
    { name: "Topa Books", category: "Coffee", description: "Used books and quiet corners." },
    { name: "Coffeeland Beans", category: "retail", description: "Grinders and kettles." },
    { name: "Libbey Hardware", category: "retail", description: "Tools, paint and keys cut while you wait." },
  ];

  /** The rows, in a category of their own ("Coffee") for the one whose category holds the word. */
  const withRows = async (callers: Callers) => {
    await callers.admin.category.create({ kind: "business", name: "Coffee" });
    for (const row of rows) await callers.admin.business.create({ ...business, ...row });
  };

  test("puts the exact name first, then name words, then the category, then the description", async () => {
    const callers = await openCallers();
    try {
      await withRows(callers);
      const names = (await callers.visitor.business.list({ search: "coffee" })).map((row) => row.name);
      expect(names).toEqual(["Coffee", "Ojai Coffee Roasters", "Coffeeland Beans", "Topa Books", "Sespe Gallery"]);
      // The page the web asks for ranks the same way and counts every match.
      const page = await callers.visitor.business.listPage({ search: "coffee", limit: 2, offset: 1 });
      expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 });
      expect(page.items.map((row) => row.name)).toEqual(["Ojai Coffee Roasters", "Coffeeland Beans"]);
    } finally {
      await callers.close();
    }
  });

  test("finds a word with one typo, another ending of it, and several words in different fields", async () => {
    const callers = await openCallers();
    try {
      await withRows(callers);
      const names = async (search: string) => (await callers.visitor.business.list({ search })).map((row) => row.name);
      expect((await names("cofee")).slice(0, 2)).toEqual(["Coffee", "Ojai Coffee Roasters"]);
      expect(await names("cofee")).toContain("Sespe Gallery");
      expect(await names("hardwere")).toEqual(["Libbey Hardware"]);
      expect(await names("galleries")).toEqual(["Sespe Gallery"]);
      expect(await names("roasted signal")).toEqual(["Ojai Coffee Roasters"]);
      expect(await names("ojai quiet")).toEqual([]);
      // Short words match only as typed: one typo in a three-letter word is another word.
      expect(await names("kes")).toEqual([]);
    } finally {
      await callers.close();
    }
  });

  test("says where each word was found, as character ranges of each field", async () => {
    const callers = await openCallers();
    try {
      await withRows(callers);
      const [first] = await callers.visitor.business.list({ search: "ojai cofee" });
      expect(first?.name).toBe("Ojai Coffee Roasters");
      expect(first?.match).toEqual({
        name: [
          { start: 0, end: 4 },
          { start: 5, end: 11 },
        ],
        category: [],
        description: [],
      });
      const [gallery] = await callers.visitor.business.list({ search: "paint", category: "Arts" });
      expect(gallery?.match?.description).toEqual([{ start: 0, end: 5 }]);
      // A list without a search carries no match at all.
      expect((await callers.visitor.business.list({}))[0]).not.toHaveProperty("match");
    } finally {
      await callers.close();
    }
  });

  test("keeps the visibility rules, the group filter and literal %, _ and \\", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.business.create({ ...business, name: "Coffee Draft", published: false });
      await callers.admin.business.create({ ...business, name: "Coffee Later", publishedAt: iso(DAY) });
      await callers.admin.business.create({ ...business, name: "Coffee Gone", unlistAt: iso(-DAY) });
      await callers.admin.business.create({ ...business, name: "Coffee Now", category: "dining" });
      await callers.admin.business.create({
        ...business,
        name: "100% Juice_Bar \\ Co",
        category: "retail",
        description: "Fresh juice.",
      });
      const names = async (input: { search: string; category?: string; scope?: "all" }, caller = callers.visitor) =>
        (await caller.business.list(input)).map((row) => row.name);
      expect(await names({ search: "coffee" })).toEqual(["Coffee Now"]);
      expect(await names({ search: "coffee", scope: "all" }, callers.admin)).toHaveLength(4);
      expect(await names({ search: "coffee", category: "Retail" })).toEqual([]);
      expect(await names({ search: "coffee", category: "Dining" })).toEqual(["Coffee Now"]);
      expect(await names({ search: "100%" })).toEqual(["100% Juice_Bar \\ Co"]);
      expect(await names({ search: "0%" })).toEqual(["100% Juice_Bar \\ Co"]);
      expect(await names({ search: "%" })).toEqual(["100% Juice_Bar \\ Co"]);
      expect(await names({ search: "e_b" })).toEqual(["100% Juice_Bar \\ Co"]);
      expect(await names({ search: "\\" })).toEqual(["100% Juice_Bar \\ Co"]);
      expect(await names({ search: "c%e" })).toEqual([]);
      expect(await names({ search: "'); drop table" })).toEqual([]);
      expect(await callers.visitor.business.listPage({ search: "coffee", limit: 5, offset: 10 })).toMatchObject({
        items: [],
        total: 1,
      });
    } finally {
      await callers.close();
    }
  });

  test("finds a renamed business by its new name, typo and all, and no longer by its old one", async () => {
    const callers = await openCallers();
    try {
      const created = await callers.admin.business.create({ ...business, name: "Meiners Oaks Bakery" });
      await callers.admin.business.update({ ...business, id: created.id, name: "Meiners Oaks Creamery" });
      const names = async (search: string) => (await callers.visitor.business.list({ search })).map((row) => row.name);
      expect(await names("creamry")).toEqual(["Meiners Oaks Creamery"]);
      expect(await names("bakery")).toEqual([]);
    } finally {
      await callers.close();
    }
  });

  test("refuses a visitor's search of hidden businesses and a search over 200 characters", async () => {
    const callers = await openCallers();
    try {
      expect(await errorCodeOf(callers.visitor.business.list({ search: "coffee", scope: "all" }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(callers.visitor.business.listPage({ search: "x".repeat(201) }))).toBe("BAD_REQUEST");
    } finally {
      await callers.close();
    }
  });

  test("a cached search is dropped by a write like every other read", async () => {
    const cache = new RecordingCache();
    const callers = await openCallers({ cache });
    try {
      await callers.admin.business.create({ ...business, name: "Pixie Coffee" });
      expect((await callers.visitor.business.listPage({ search: "coffee", limit: 10 })).total).toBe(1);
      await callers.admin.business.create({ ...business, name: "Arcade Coffee" });
      expect((await callers.visitor.business.listPage({ search: "coffee", limit: 10 })).total).toBe(2);
      expect(cache.values.has("businesses:page:10:0::coffee")).toBe(true);
    } finally {
      await callers.close();
    }
  });
});

describe("businesses: search on the seeded directory", () => {
  /** The seed's businesses, and two a chamber might add: a bike shop whose name repeats a word, a bakery. */
  async function seededCallers(): Promise<Callers> {
    const callers = await openCallers();
    await callers.db.prisma.business.createMany({ data: seedData(T0).businesses });
    await callers.admin.business.create({
      ...business,
      name: "Topa Topa Bikes",
      category: "retail",
      description: "Road, gravel and e-bikes to rent or buy, and bike repairs by the Ojai Valley Trail.",
    });
    await callers.admin.business.create({
      ...business,
      name: "Sespe Creek Bakery",
      category: "dining",
      description: "Sourdough loaves, morning buns and fruit pies.",
    });
    return callers;
  }

  test("finds a word typed with two neighbouring letters swapped, and marks the word it found", async () => {
    const callers = await seededCallers();
    try {
      const names = async (search: string) => (await callers.visitor.business.list({ search })).map((row) => row.name);
      expect(await names("momnet")).toContain("Pink Moment Coffee House");
      expect(await names("pnik")).toContain("Pink Moment Coffee House");
      expect(await names("cofefe")).toContain("Pink Moment Coffee House");
      expect(await names("ocffee")).toContain("Pink Moment Coffee House");
      expect(await names("bakrey")).toEqual(["Sespe Creek Bakery"]);
      // The other one-typo kinds still find their word: a letter dropped, changed (in four letters), added.
      expect(await names("bakry")).toEqual(["Sespe Creek Bakery"]);
      expect(await names("bakey")).toEqual(["Sespe Creek Bakery"]);
      expect(await names("wone")).toContain("Olive & Oak Wine Room");
      expect(await names("cofffee")).toContain("Pink Moment Coffee House");
      const [first] = await callers.visitor.business.list({ search: "pnik momnet" });
      expect(first?.name).toBe("Pink Moment Coffee House");
      expect(first?.match?.name).toEqual([
        { start: 0, end: 4 },
        { start: 5, end: 11 },
      ]);
    } finally {
      await callers.close();
    }
  });

  test("puts the exact name first, then names holding every word, then the rest", async () => {
    const callers = await seededCallers();
    try {
      const names = async (search: string) => (await callers.visitor.business.list({ search })).map((row) => row.name);
      const topa = await names("topa topa");
      expect(topa[0]).toBe("Topa Topa Bikes");
      expect(topa).toContain("Topa Ridge Kitchen");
      const bikes = await names("bikes");
      expect(bikes[0]).toBe("Topa Topa Bikes");
      expect(bikes).toContain("Ojai Valley Bike Works");
      // Every name holding "topa" comes before the businesses that hold it elsewhere.
      const single = await names("topa");
      expect(single.slice(0, 3).sort()).toEqual(["Topa Ridge Kitchen", "Topa Topa Bikes", "Topa Vista Guest Ranch"]);
      expect(single.length).toBeGreaterThan(3);
      const exact = await names("topa ridge kitchen");
      expect(exact[0]).toBe("Topa Ridge Kitchen");
      // The page the web asks for ranks the same way.
      const page = await callers.visitor.business.listPage({ search: "topa topa", limit: 1, offset: 0 });
      expect(page.items.map((row) => row.name)).toEqual(["Topa Topa Bikes"]);
      expect(page.total).toBe(topa.length);
    } finally {
      await callers.close();
    }
  });
});
