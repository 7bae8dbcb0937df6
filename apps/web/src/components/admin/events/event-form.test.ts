import { describe, expect, it } from "vitest";
import { type AdminEvent, eventFormToInput, eventFormValues, validateEventForm } from "./event-form.ts";

const stored = {
  id: 3,
  title: "Wine Walk",
  description: "Tasting rooms.",
  category: "Festival",
  date: "2026-05-02T01:30:00.000Z",
  website: "https://wine-walk.example",
  location: "Ojai Avenue",
  featured: null,
  published: false,
  publishedAt: null,
  unlistAt: "2026-06-01T07:00:00.000Z",
} as unknown as AdminEvent;

describe("event form", () => {
  it("starts a new event with no category and no date: both must be chosen", () => {
    const errors = validateEventForm(eventFormValues(null));
    expect(errors).toMatchObject({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
      location: "Location is required",
      date: "Date is required",
    });
  });

  it("shows the stored date as the site zone's wall clock and sends it back as the same instant", () => {
    const values = eventFormValues(stored);
    expect(values).toMatchObject({
      category: "Festival",
      website: "https://wine-walk.example",
      date: "2026-05-01 18:30:00",
      featured: false,
      published: false,
      unlistAt: "2026-06-01 00:00:00",
    });
    const input = eventFormToInput(values);
    expect(input.date).toBe("2026-05-01T18:30:00-07:00");
    expect(new Date(input.date).toISOString()).toBe(stored.date);
    expect(validateEventForm(values)).toEqual({});
  });

  it("refuses a day chosen without a time instead of saving midnight, for the date and the schedule", () => {
    const values = { ...eventFormValues(stored), date: "2026-05-01", unlistAt: "2026-06-01" };
    expect(eventFormToInput(values).date).toBe("");
    const errors = validateEventForm(values);
    expect(errors.date).toBe("Enter a time like 6:30 PM or 18:30");
    expect(errors.unlistAt).toBe("Enter a time like 6:30 PM or 18:30");
    expect(errors.publishedAt).toBeUndefined();
  });

  it("sends the chosen category and the website, an empty website as none", () => {
    const values = { ...eventFormValues(stored), category: "Music" };
    expect(eventFormToInput(values)).toMatchObject({ category: "Music", website: "https://wine-walk.example" });
    expect(eventFormToInput({ ...values, website: "" }).website).toBeNull();
  });
});

describe("event form: end, all day and status", () => {
  const withStatus = {
    ...stored,
    endDate: "2026-05-02T04:00:00.000Z",
    allDay: false,
    status: "rescheduled",
    previousDate: "2026-04-25T01:30:00.000Z",
    onlineUrl: null,
  } as unknown as AdminEvent;

  it("round-trips the end and the previous date of a rescheduled event", () => {
    const values = eventFormValues(withStatus);
    expect(values).toMatchObject({ endDate: "2026-05-01 21:00:00", status: "rescheduled", onlineUrl: "" });
    const input = eventFormToInput(values);
    expect(input).toMatchObject({ endDate: "2026-05-01T21:00:00-07:00", previousDate: "2026-04-24T18:30:00-07:00" });
    expect(validateEventForm(values)).toEqual({});
  });

  it("takes days alone for an all-day event, and sends each day's start", () => {
    const values = { ...eventFormValues(withStatus), allDay: true, date: "2026-05-01", endDate: "2026-05-03" };
    expect(validateEventForm(values)).toEqual({});
    expect(eventFormToInput(values)).toMatchObject({
      allDay: true,
      date: "2026-05-01T00:00:00-07:00",
      endDate: "2026-05-03T00:00:00-07:00",
    });
  });

  it("asks for the online address of an event moved online and an end after the start", () => {
    const values = { ...eventFormValues(withStatus), status: "movedOnline" as const, endDate: "2026-05-01 17:00:00" };
    expect(validateEventForm(values)).toMatchObject({
      onlineUrl: "An event moved online needs its online address",
      endDate: "End must be after the start",
    });
    // A previous date belongs to a moved event only; it is not sent for one moved online.
    expect(eventFormToInput({ ...values, onlineUrl: "meet.example/x" }).previousDate).toBeNull();
  });

  it("round-trips the organizer as a business id, none as null", () => {
    const values = eventFormValues({ ...stored, organizerId: 12 } as AdminEvent);
    expect(values.organizerId).toBe("12");
    expect(eventFormToInput(values).organizerId).toBe(12);
    expect(eventFormToInput({ ...values, organizerId: null }).organizerId).toBeNull();
    expect(eventFormValues(null).organizerId).toBeNull();
  });
});
