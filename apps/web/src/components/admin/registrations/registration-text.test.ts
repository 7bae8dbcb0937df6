import { describe, expect, it } from "vitest";
import { answersByLabel, checkedInText, countsText, matchesSearch } from "./registration-text.ts";

const counts = {
  eventId: 1,
  capacity: 40,
  confirmedPlaces: 12,
  confirmed: 10,
  waitlisted: 3,
  waitlistedPlaces: 4,
  checkedIn: 0,
  placesLeft: 28,
};

describe("countsText", () => {
  it("says places taken of the capacity and the waitlist", () => {
    expect(countsText(counts)).toBe("12 / 40 registered · 3 waitlisted");
  });
  it("leaves out an empty waitlist and an unlimited capacity", () => {
    expect(countsText({ ...counts, capacity: null, waitlisted: 0 })).toBe("12 registered");
  });
});

it("counts people checked in", () => {
  expect(checkedInText(18, 42)).toBe("18 of 42 checked in");
});

describe("answersByLabel", () => {
  const questions = [
    { id: "meal", label: "Meal", kind: "choice" as const, required: true, choices: ["Fish", "Veg"] },
    { id: "first", label: "First time?", kind: "yesno" as const, required: false },
    { id: "company", label: "Company", kind: "text" as const, required: false },
  ];
  it("puts each answer beside its question, in the questions' order", () => {
    expect(answersByLabel(questions, { first: false, meal: "Veg" })).toEqual([
      { label: "Meal", answer: "Veg" },
      { label: "First time?", answer: "No" },
    ]);
  });
  it("ignores answers to questions no longer asked", () => {
    expect(answersByLabel(questions, { gone: "x" })).toEqual([]);
  });
});

describe("matchesSearch", () => {
  const person = { name: "Zoë Ramírez", email: "zoe@example.com" };
  it("finds a part of the name in any case, accents ignored", () => {
    expect(matchesSearch(person, "rami")).toBe(true);
    expect(matchesSearch(person, "ZOE ram")).toBe(true);
  });
  it("finds the e-mail too, and refuses what is not there", () => {
    expect(matchesSearch(person, "example")).toBe(true);
    expect(matchesSearch(person, "smith")).toBe(false);
  });
  it("matches everyone when nothing is typed", () => {
    expect(matchesSearch(person, "  ")).toBe(true);
  });
});
