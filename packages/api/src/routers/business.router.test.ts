import { describe, expect, test } from "vitest";
import { errorCodeOf, openCallers } from "../testing/callers.ts";
import { describeVisibility } from "../testing/visibility-suite.ts";

const business = {
  description: "Coffee and pastries.",
  category: "restaurant",
  address: "1 Ojai Ave",
  phone: "555-0100",
};

describeVisibility("businesses", {
  create: ({ admin }, name, fields) => admin.business.create({ ...business, name, ...fields }),
  list: (caller, scope) => caller.business.list({ scope }),
  byId: (caller, id, scope) => caller.business.byId({ id, scope }),
});

describe("businesses: reads and writes", () => {
  test("filters by a public group and by search text, ignoring case", async () => {
    const callers = await openCallers();
    try {
      await callers.admin.business.create({ ...business, name: "Bonnie Lu's Cafe" });
      await callers.admin.business.create({ ...business, name: "Ojai Hardware", category: "retail" });
      const names = async (input: { category?: string; search?: string }) =>
        (await callers.visitor.business.list(input)).map((row) => row.name);
      expect(await names({ category: "Dining" })).toEqual(["Bonnie Lu's Cafe"]);
      expect(await names({ category: "Retail" })).toEqual(["Ojai Hardware"]);
      expect(await names({ search: "HARDWARE" })).toEqual(["Ojai Hardware"]);
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
