import { businessListItem as schema } from "@chamber/core/schemas";
import { describe, expect, test } from "vitest";
import { type BusinessListRow, businessListItem } from "./business-list-item.ts";

const row: BusinessListRow = {
  id: 7,
  name: "Pink Moment Coffee House",
  description: "Pour-over coffee.",
  category: "cafe",
  address: "1 Ojai Ave",
  phone: "555-0100",
  website: null,
  email: "hello@pink.example",
  hours: null,
  social: {},
  image: { id: 3, hash: "0123456789abcdef", width: 1200, height: 800 },
  slug: "pink-moment-coffee-house",
  photos: [{ image: { id: 4, hash: "fedcba9876543210", width: 800, height: 600 } }],
  latitude: 34.448,
  longitude: -119.242,
  featured: false,
  published: true,
  publishedAt: new Date("2026-06-01T08:00:00.000Z"),
  unlistAt: null,
  createdAt: new Date("2026-05-01T08:00:00.000Z"),
  updatedAt: new Date("2026-05-02T08:00:00.000Z"),
};

describe("businessListItem", () => {
  test("answers what the output schema makes of the row, key for key", () => {
    const match = { name: [{ start: 0, end: 4 }], category: [], description: [] };
    for (const [stored, found] of [
      [row, undefined],
      [row, match],
      [
        {
          ...row,
          image: null,
          photos: [] as BusinessListRow["photos"],
          latitude: null,
          longitude: null,
          publishedAt: null,
          unlistAt: new Date("2027-01-01T00:00:00.000Z"),
        },
        undefined,
      ],
    ] as const) {
      const item = businessListItem(stored, found);
      const parsed = schema.parse(found ? { ...stored, match: found } : stored);
      expect(item).toStrictEqual(parsed);
      expect(JSON.stringify(item)).toBe(JSON.stringify(parsed));
    }
  });

  test("carries no match without a search", () => {
    expect(businessListItem(row)).not.toHaveProperty("match");
  });
});
