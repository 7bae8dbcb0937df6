import { describe, expect, it } from "vitest";
import {
  type AdminBusiness,
  type BusinessFormValues,
  businessFormToInput,
  businessFormValues,
  movePhoto,
  validateBusinessForm,
} from "./business-form.ts";

const stored = {
  id: 7,
  name: "Ojai Coffee Roasters",
  description: "Small-batch coffee.",
  category: "Health & Wellness",
  address: "1 Ojai Ave",
  phone: "(805) 555-0100",
  email: null,
  website: "https://ojaicoffee.example",
  featured: true,
  published: null,
  publishedAt: "2026-05-02T01:30:00.000Z",
  unlistAt: null,
  photos: [photo(11), photo(12)],
} as unknown as AdminBusiness;

function photo(id: number) {
  return { id, url: `/images/${id}-0123456789abcdef-800.webp`, width: 800, height: 600 };
}

const requiredOnly = (): BusinessFormValues => ({
  ...businessFormValues(null),
  category: "Retail",
  name: "Meiners Oaks Hardware",
  description: "Nails and paint.",
  address: "110 N Padre Juan Ave",
  phone: "(805) 555-0142",
});

describe("business form", () => {
  it("starts a new business published, not featured, with no category chosen", () => {
    const values = businessFormValues(null);
    expect(values.category).toBe("");
    expect(values.published).toBe(true);
    expect(values.featured).toBe(false);
    expect(values.publishedAt).toBeNull();
  });

  it("is valid with only name, description, category, address and phone", () => {
    const values = requiredOnly();
    expect(validateBusinessForm(values)).toEqual({});
    expect(businessFormToInput(values)).toMatchObject({
      category: "Retail",
      email: null,
      website: null,
      published: true,
      publishedAt: null,
    });
  });

  it("says which required field is missing, with the API's messages", () => {
    const errors = validateBusinessForm(businessFormValues(null));
    expect(errors).toMatchObject({
      name: "Name is required",
      description: "Description is required",
      address: "Address is required",
      phone: "Phone is required",
      category: "Category is required",
    });
  });

  it("refuses a malformed email", () => {
    expect(validateBusinessForm({ ...requiredOnly(), email: "not-an-email" }).email).toBe(
      "Enter a valid email address",
    );
  });

  it("edits a stored business: its category, an empty published flag as true, dates as site wall clocks", () => {
    const values = businessFormValues(stored);
    expect(values).toMatchObject({
      category: "Health & Wellness",
      email: "",
      website: "https://ojaicoffee.example",
      featured: true,
      published: true,
      publishedAt: "2026-05-01 18:30:00",
      unlistAt: null,
    });
    // And back: the same instant, with the site zone's offset.
    expect(new Date(businessFormToInput(values).publishedAt ?? "").toISOString()).toBe("2026-05-02T01:30:00.000Z");
  });

  it("saves the other photos' ids in order; a photo moves one place, never past either end", () => {
    const values = businessFormValues(stored);
    expect(businessFormToInput(values).photoIds).toEqual([11, 12]);
    expect(businessFormToInput(businessFormValues(null)).photoIds).toEqual([]);
    const three = [photo(1), photo(2), photo(3)];
    expect(movePhoto(three, 0, 1).map((one) => one.id)).toEqual([2, 1, 3]);
    expect(movePhoto(three, 2, -1).map((one) => one.id)).toEqual([1, 3, 2]);
    expect(movePhoto(three, 0, -1)).toBe(three);
    expect(movePhoto(three, 2, 1)).toBe(three);
  });
});
