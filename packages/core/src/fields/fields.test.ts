import { describe, expect, it } from "vitest";
import { contactInput } from "../contact/contact.ts";
import { businessSubmissionFields, eventSubmissionFields } from "../submissions/submission.ts";
import {
  email,
  id,
  normalizeUrl,
  oneLineText,
  optionalDateTime,
  optionalEmail,
  optionalOneLineText,
  optionalText,
  optionalUrl,
  requiredText,
} from "./fields.ts";

describe("oneLineText / optionalOneLineText", () => {
  const breaks = ["\r\n", "\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029"];

  it.each(breaks.map((text) => [JSON.stringify(text), text]))("refuses a name holding %s", (_shown, lineBreak) => {
    const name = oneLineText("first name", 100);
    const result = name.safeParse(`June${lineBreak}Subject: forged`);
    expect(result.error?.issues[0]?.message).toBe("First name must be one line");
    expect(optionalOneLineText("company", 100).safeParse(`Topa${lineBreak}Ranch`).success).toBe(false);
  });

  it("keeps a one-line name, trimmed, even one sent with a trailing break", () => {
    expect(oneLineText("first name", 100).parse("  June\tCarver\r\n")).toBe("June\tCarver");
    expect(optionalOneLineText("company", 100).parse("")).toBeNull();
    expect(optionalOneLineText("company", 100).parse(" Topa Ranch ")).toBe("Topa Ranch");
  });
});

describe("every name, title and subject a notice or a header carries", () => {
  it.each([
    ["contact", contactInput, { firstName: "", lastName: "", subject: "" }],
    ["event submission", eventSubmissionFields, { organizerName: "", title: "" }],
    ["listing submission", businessSubmissionFields, { contactName: "", name: "" }],
  ] as const)("is one line in the %s schema", (_name, schema, fields) => {
    for (const field of Object.keys(fields)) {
      const result = schema.safeParse({ [field]: "June\r\nBcc: everyone@example.com" });
      const issue = result.error?.issues.find((candidate) => candidate.path.join(".") === field);
      expect(issue?.message, field).toMatch(/must be one line$/);
    }
  });
});

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
