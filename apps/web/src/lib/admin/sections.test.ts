import { describe, expect, it } from "vitest";
import { adminSectionLabels } from "./section-labels.ts";
import { adminSections, afterSignIn, parseAdminSection, parseSignInSearch, sectionOfPath } from "./sections.ts";

describe("admin sections", () => {
  it("lists the seventeen sections in the product's order, Businesses first", () => {
    expect(adminSections.map((section) => adminSectionLabels[section])).toEqual([
      "Businesses",
      "Events",
      "Categories",
      "News",
      "Board",
      "Members",
      "Deals & jobs",
      "Messages",
      "Newsletter",
      "Pages",
      "Home page",
      "Media",
      "Settings",
      "Import",
      "Webhooks",
      "Activity",
      "Staff",
    ]);
  });

  it("reads a section name, and nothing for anything else", () => {
    expect(parseAdminSection("events")).toBe("events");
    expect(parseAdminSection("nonsense")).toBeUndefined();
    expect(parseAdminSection(["events"])).toBeUndefined();
    expect(parseAdminSection(undefined)).toBeUndefined();
  });

  it("finds the section a dashboard path shows", () => {
    expect(sectionOfPath("/admin/events")).toBe("events");
    expect(sectionOfPath("/admin/settings/")).toBe("settings");
    expect(sectionOfPath("/admin")).toBeUndefined();
    expect(sectionOfPath("/admin/sign-in")).toBeUndefined();
    expect(sectionOfPath("/events")).toBeUndefined();
  });
});

describe("afterSignIn", () => {
  it("returns to the dashboard page that asked for sign-in", () => {
    expect(afterSignIn("/admin/news")).toBe("/admin/news");
    expect(afterSignIn("/admin?tab=events")).toBe("/admin?tab=events");
    expect(afterSignIn("/admin")).toBe("/admin");
  });

  it("never leaves the dashboard, and never loops back to sign-in", () => {
    expect(afterSignIn("https://evil.example/admin")).toBe("/admin");
    expect(afterSignIn("//evil.example/admin")).toBe("/admin");
    expect(afterSignIn("/administrator")).toBe("/admin");
    expect(afterSignIn("/events")).toBe("/admin");
    expect(afterSignIn("/admin/sign-in?redirect=/admin/news")).toBe("/admin");
    expect(afterSignIn(undefined)).toBe("/admin");
    expect(afterSignIn(42)).toBe("/admin");
  });
});

describe("parseSignInSearch", () => {
  it("keeps a string redirect and a true ended flag, drops the rest", () => {
    expect(parseSignInSearch({ redirect: "/admin/news", ended: true })).toEqual({
      redirect: "/admin/news",
      ended: true,
    });
    expect(parseSignInSearch({ ended: "true" })).toEqual({ redirect: undefined, ended: true });
    expect(parseSignInSearch({ redirect: 5, ended: "yes" })).toEqual({ redirect: undefined, ended: undefined });
  });
});
