import { describe, expect, it } from "vitest";
import { autoSlug, pageFormSpec, pageFormToInput, pageFormValues } from "./page-form.ts";

describe("slug auto-fill", () => {
  it("fills an empty slug from the title: lower case, hyphens for other runs, none at the ends", () => {
    expect(autoSlug({ slug: "", previousTitle: "", title: "  Hello, Ojai Valley! ", isNew: true })).toBe(
      "hello-ojai-valley",
    );
  });

  it("follows the title of a new page while the slug is still what auto-fill made", () => {
    expect(autoSlug({ slug: "visit", previousTitle: "Visit", title: "Visit us", isNew: true })).toBe("visit-us");
  });

  it("keeps a slug the admin typed", () => {
    expect(autoSlug({ slug: "my-own", previousTitle: "Visit", title: "Visit us", isNew: true })).toBe("my-own");
  });

  it("never changes an existing page's slug (its public URL) unless it is empty", () => {
    expect(autoSlug({ slug: "visit", previousTitle: "Visit", title: "Visit us", isNew: false })).toBe("visit");
    expect(autoSlug({ slug: "", previousTitle: "Visit", title: "Visit us", isNew: false })).toBe("visit-us");
  });
});

describe("page form", () => {
  it("starts a new page as a draft and sends an empty excerpt as null", () => {
    const values = pageFormValues(null);
    expect(values.published).toBe(false);
    expect(pageFormToInput({ ...values, title: "T", slug: "t", content: "C" }).excerpt).toBeNull();
  });

  it("requires title, slug and content", () => {
    const errors = pageFormSpec.validate(pageFormValues(null));
    expect(Object.keys(errors).sort()).toEqual(["content", "slug", "title"]);
  });
});
