import { describe, expect, it } from "vitest";
import {
  email,
  id,
  normalizeUrl,
  optionalDateTime,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
} from "./fields.ts";

describe("requiredText / optionalText", () => {
  it("trims, requires and bounds", () => {
    const name = requiredText("name", 5);
    expect(name.parse("  Ojai ")).toBe("Ojai");
    expect(name.safeParse("   ").success).toBe(false);
    expect(name.safeParse("123456").success).toBe(false);
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
  });

  it("reads empty, null and absent optional text as null", () => {
    const company = optionalText("company", 10);
    expect(company.parse("")).toBeNull();
    expect(company.parse("   ")).toBeNull();
    expect(company.parse(null)).toBeNull();
    expect(company.parse(undefined)).toBeNull();
    expect(company.parse(" Rains ")).toBe("Rains");
  });
});

describe("optionalUrl", () => {
  const url = optionalUrl();
  it("adds https:// to a website without a scheme", () => {
    expect(url.parse("ojaicoffee.example")).toBe("https://ojaicoffee.example");
    expect(url.parse(" www.ojaicoffee.example/menu ")).toBe("https://www.ojaicoffee.example/menu");
    expect(normalizeUrl("HTTP://ojai.example")).toBe("HTTP://ojai.example");
  });

  it("keeps http and https addresses", () => {
    expect(url.parse("http://ojai.example")).toBe("http://ojai.example");
    expect(url.parse("https://ojai.example/a?b=c")).toBe("https://ojai.example/a?b=c");
  });

  it("reads empty as null", () => {
    expect(url.parse("")).toBeNull();
    expect(url.parse(null)).toBeNull();
    expect(url.parse(undefined)).toBeNull();
  });

  it("rejects other schemes and hosts without a dot", () => {
    for (const bad of ["javascript:alert(1)", "ftp://ojai.example", "localhost", "not a url"]) {
      expect(url.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("email / optionalEmail", () => {
  it("trims and checks a required email", () => {
    expect(email().parse(" june@example.com ")).toBe("june@example.com");
    expect(email().safeParse("").success).toBe(false);
    expect(email().safeParse("june@").success).toBe(false);
  });

  it("reads an empty optional email as null and still checks a given one", () => {
    expect(optionalEmail().parse("")).toBeNull();
    expect(optionalEmail().parse(null)).toBeNull();
    expect(optionalEmail().parse(undefined)).toBeNull();
    expect(optionalEmail().parse(" a@b.example ")).toBe("a@b.example");
    expect(optionalEmail().safeParse("nope").success).toBe(false);
  });
});

describe("optionalDateTime", () => {
  const date = optionalDateTime("publish date");
  it("reads empty, null and absent as null", () => {
    expect(date.parse("")).toBeNull();
    expect(date.parse(null)).toBeNull();
    expect(date.parse(undefined)).toBeNull();
  });

  it("reads an ISO instant with an offset as that instant", () => {
    expect(date.parse("2026-07-03T18:30:00-07:00")).toEqual(new Date("2026-07-04T01:30:00Z"));
    expect(date.parse("2026-07-04T01:30:00Z")).toEqual(new Date("2026-07-04T01:30:00Z"));
  });

  it("rejects a date without time or offset, and free text", () => {
    for (const bad of ["2026-07-03", "2026-07-03T18:30:00", "tomorrow"])
      expect(date.safeParse(bad).success, bad).toBe(false);
  });
});

describe("id", () => {
  it("coerces a path segment to a positive integer", () => {
    expect(id().parse("42")).toBe(42);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) expect(id().safeParse(bad).success, bad).toBe(false);
  });
});
