import { describe, expect, it } from "vitest";
import { seriesInWords } from "./rule-words.ts";

const zone = "America/Los_Angeles";
// Thursday, December 3, 2026, 6:30 PM in Los Angeles.
const firstThursday = "2026-12-04T02:30:00.000Z";
const words = (rule: string, allDay = false, date = firstThursday) => seriesInWords({ rule, date, allDay }, zone);

describe("seriesInWords", () => {
  it("words the rules the admin's repeat fields make, with the time in the site's zone", () => {
    expect(words("FREQ=MONTHLY;BYDAY=+1TH")).toBe("Every first Thursday, 6:30 PM");
    expect(words("FREQ=MONTHLY;BYDAY=-1TH")).toBe("Every last Thursday, 6:30 PM");
    expect(words("FREQ=MONTHLY;INTERVAL=2;BYDAY=+3TH")).toBe("Every other month on the third Thursday, 6:30 PM");
    expect(words("FREQ=WEEKLY;BYDAY=TH")).toBe("Every Thursday, 6:30 PM");
    expect(words("FREQ=WEEKLY;INTERVAL=2;BYDAY=TH")).toBe("Every other week on Thursday, 6:30 PM");
    expect(words("FREQ=WEEKLY;INTERVAL=3;BYDAY=TH")).toBe("Every 3 weeks on Thursday, 6:30 PM");
    expect(words("FREQ=MONTHLY")).toBe("Every month on the 3rd, 6:30 PM");
    expect(words("FREQ=MONTHLY;INTERVAL=3")).toBe("Every 3 months on the 3rd, 6:30 PM");
  });

  it("words other plain rules, and leaves out the time of an all-day series", () => {
    expect(words("FREQ=DAILY", true)).toBe("Every day");
    expect(words("FREQ=WEEKLY")).toBe("Every Thursday, 6:30 PM");
    expect(words("FREQ=WEEKLY;BYDAY=MO,WE,FR")).toBe("Every Monday, Wednesday and Friday, 6:30 PM");
    expect(words("FREQ=MONTHLY;BYMONTHDAY=1,15,22", true)).toBe("Every month on the 1st, 15th and 22nd");
    expect(words("FREQ=MONTHLY;BYMONTHDAY=11,12,13", true)).toBe("Every month on the 11th, 12th and 13th");
    expect(words("FREQ=YEARLY", true)).toBe("Every year on December 3");
  });

  it("falls back to rrule's English, or to a word that says nothing untrue", () => {
    expect(words("FREQ=YEARLY;BYMONTH=7;BYDAY=+1SA", true)).toBe("Every July on the 1st Saturday");
    expect(words("FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR", true)).toBe("Repeats");
    expect(words("FREQ=DAILY;BYHOUR=9,17")).toBe("Repeats");
  });
});
