// The business router: the visibility rules over every read, the list filters, its pages and the
// staff-only writes. The directory search through the same list is in business-search.test.ts.
import { describe, expect, test } from "vitest";
import { DAY, errorCodeOf, iso, openCallers, RecordingCache } from "../testing/callers.ts";
import { describeVisibility } from "../testing/visibility-suite.ts";

const business = {
  description: "Coffee and pastries.",
  category: "dining",
  address: "1 Ojai Ave",
  phone: "555-0100",
};

describeVisibility("businesses", {
  create: ({ admin }, name, fields) => admin.business.create({ ...business, name, featured: true, ...fields }),
  list: (caller, scope) => caller.business.list({ scope }),
  byId: (caller, id, scope) => caller.business.byId({ id, scope }),
  reads: {
    // The paged and searched reads are one SQL statement (business-page.ts), the rest Prisma.
    "a page": (caller) => caller.business.list({ limit: 100 }),
    "a search": (caller) => caller.business.list({ search: "pastries" }),
    "the directory's page": async (caller) => (await caller.business.listPage({ limit: 24, offset: 0 })).items,
    "the featured rows": (caller) => caller.business.featured({ limit: 50 }),
  },
});

describe("businesses: reads and writes", () => {
  test("filters by a category's name or slug and by search text, ignoring case", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.business.create({ ...business, name: "Bonnie Lu's Cafe" });
      await callers.admin.business.create({ ...business, name: "Ojai Hardware", category: "retail" });
      const names = async (input: { category?: string; search?: string }) =>
        (await callers.visitor.business.list(input)).map((row) => row.name);
      expect(await names({ category: "Dining" })).toEqual(["Bonnie Lu's Cafe"]);
      expect(await names({ category: "retail" })).toEqual(["Ojai Hardware"]);
      expect(await names({ search: "HARDWARE" })).toEqual(["Ojai Hardware"]);
      await expect(names({ category: "restaurant" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message:
          "Category must be one of: Dining, Retail, Services, Professional, Health & Wellness, Arts, Lodging, Other",
      });
      expect(await names({ search: "100%" })).toEqual([]);
    } finally {
      await callers.close();
    }
  });

  test("a visitor cannot create, replace or delete a business, and nothing changes", async () => {
    const callers = await openCallers();
    try {
      const created = await callers.admin.business.create({ ...business, name: "Kept" });
      expect(await errorCodeOf(callers.visitor.business.create({ ...business, name: "Sneaky" }))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(callers.visitor.business.update({ ...business, id: created.id, name: "Changed" }))).toBe(
        "UNAUTHORIZED",
      );
      expect(await errorCodeOf(callers.visitor.business.delete({ id: created.id }))).toBe("UNAUTHORIZED");
      expect((await callers.visitor.business.list({})).map((row) => row.name)).toEqual(["Kept"]);
    } finally {
      await callers.close();
    }
  });
});

describe("businesses: one page at a time", () => {
  test("answers a page of the list with the size of the whole list, in the list's order", async () => {
    const callers = await openCallers();
    try {
      for (const name of ["Echo", "Alpha", "Delta", "Charlie", "Bravo"]) {
        await callers.admin.business.create({ ...business, name });
      }
      await callers.admin.business.create({ ...business, name: "Aaa Draft", published: false });
      await callers.admin.business.create({ ...business, name: "Aab Scheduled", publishedAt: iso(DAY) });
      const page = await callers.visitor.business.listPage({ limit: 2, offset: 2 });
      expect(page).toMatchObject({ total: 5, limit: 2, offset: 2 });
      expect(page.items.map((row) => row.name)).toEqual(["Charlie", "Delta"]);
      const last = await callers.visitor.business.listPage({ limit: 2, offset: 4 });
      expect(last.items.map((row) => row.name)).toEqual(["Echo"]);
      const beyond = await callers.visitor.business.listPage({ limit: 2, offset: 10 });
      expect(beyond).toMatchObject({ items: [], total: 5 });
      // The REST list takes the same slice and keeps its plain array shape.
      expect((await callers.visitor.business.list({ limit: 2, offset: 1 })).map((row) => row.name)).toEqual([
        "Bravo",
        "Charlie",
      ]);
      expect(await callers.visitor.business.list({})).toHaveLength(5);
      // An admin asking for everything counts the hidden ones too; asking for public does not.
      expect((await callers.admin.business.listPage({ limit: 2, scope: "all" })).total).toBe(7);
      expect((await callers.admin.business.listPage({ limit: 2, scope: "public" })).total).toBe(5);
    } finally {
      await callers.close();
    }
  });

  test("filters a page by group and search, and counts only the matches", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.business.create({ ...business, name: "Bonnie Lu's Cafe" });
      await callers.admin.business.create({ ...business, name: "Ojai Coffee", category: "dining" });
      await callers.admin.business.create({ ...business, name: "Ojai Hardware", category: "retail" });
      const dining = await callers.visitor.business.listPage({ category: "Dining", limit: 1 });
      expect(dining.total).toBe(2);
      expect(dining.items.map((row) => row.name)).toEqual(["Bonnie Lu's Cafe"]);
      const search = await callers.visitor.business.listPage({ search: "ojai", limit: 10 });
      expect(search.items.map((row) => row.name)).toEqual(["Ojai Coffee", "Ojai Hardware"]);
      expect(search.total).toBe(2);
      // Past the last match the page is empty and the total still counts the matches.
      expect(await callers.visitor.business.listPage({ search: "ojai", limit: 10, offset: 5 })).toMatchObject({
        items: [],
        total: 2,
      });
      expect(await callers.visitor.business.listPage({ category: "Dining", limit: 1, offset: 2 })).toMatchObject({
        items: [],
        total: 2,
      });
    } finally {
      await callers.close();
    }
  });

  test("refuses a limit outside 1–100 and a negative offset", async () => {
    const callers = await openCallers();
    try {
      expect(await errorCodeOf(callers.visitor.business.listPage({ limit: 0 }))).toBe("BAD_REQUEST");
      expect(await errorCodeOf(callers.visitor.business.listPage({ limit: 101 }))).toBe("BAD_REQUEST");
      expect(await errorCodeOf(callers.visitor.business.list({ offset: -1 }))).toBe("BAD_REQUEST");
      expect(await errorCodeOf(callers.visitor.business.list({ limit: 1.5 }))).toBe("BAD_REQUEST");
    } finally {
      await callers.close();
    }
  });

  test("a write drops the cached pages, so a new business is counted at once", async () => {
    const cache = new RecordingCache();
    const callers = await openCallers({ cache });
    try {
      await callers.admin.business.create({ ...business, name: "First" });
      expect((await callers.visitor.business.listPage({ limit: 10 })).total).toBe(1);
      await callers.db.prisma.business.create({ data: { ...business, category: "Dining", name: "Behind The Cache" } });
      expect((await callers.visitor.business.listPage({ limit: 10 })).total).toBe(1);
      await callers.admin.business.create({ ...business, name: "Second" });
      expect((await callers.visitor.business.listPage({ limit: 10 })).total).toBe(3);
    } finally {
      await callers.close();
    }
  });
});
