// Reads an iCalendar text (ical.js parses it) into what the import writes: one item per VEVENT — a
// single event, a series (an RRULE, its end and EXDATEs), or one occurrence of a series changed
// (a RECURRENCE-ID) — each with its fields as our event input takes them and a digest of them, or
// the reason it cannot be one. Nothing here touches the database.
import { createHash } from "node:crypto";
import { type EventStatus, limits } from "@chamber/core";
import { optionalUrl } from "@chamber/core/schemas";
import ICAL from "ical.js";
import { dayBefore, ianaZone, instantOf, propertyInstant, tzidOf, type Zones } from "./ics-times.ts";

/** A VEVENT's fields as the event input takes them (its category still to be chosen). */
export interface EventDraft {
  title: string;
  description: string;
  categories: string[];
  location: string;
  date: string;
  endDate: string | null;
  allDay: boolean;
  status: EventStatus;
  website: string | null;
}

interface SeriesRule {
  rule: string;
  until: string | null;
  count: number | null;
  exdates: string[];
}

type ItemBody = { uid: string; draft: EventDraft } & (
  | { kind: "event" }
  | ({ kind: "series" } & SeriesRule)
  | { kind: "occurrence"; recurrenceId: Date }
);

export type CalendarItem = ItemBody & { hash: string };

interface Refusal {
  uid: string;
  message: string;
}

export interface ReadCalendar {
  items: CalendarItem[];
  refused: Refusal[];
}

/** The text is no iCalendar at all (a web page, a CSV…). */
export class NotACalendar extends Error {
  override name = "NotACalendar";
}

/** Where an event without a LOCATION is said to be. */
const UNKNOWN_LOCATION = "To be announced";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const textOf = (vevent: ICAL.Component, name: string) => {
  const value = vevent.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim() : "";
};

/** An occurrence's key: its series' UID and the start it replaces. */
export const occurrenceKey = (uid: string, recurrenceId: Date) => `${uid}|${recurrenceId.toISOString()}`;

/** A digest of what an item writes: the same digest again means nothing to write. */
function digest(item: ItemBody): string {
  const { kind, draft } = item;
  const rule = item.kind === "series" ? [item.rule, item.until, item.count, item.exdates] : null;
  return createHash("sha256")
    .update(JSON.stringify([1, kind, draft, rule]))
    .digest("base64url");
}

function parseCalendar(text: string): ICAL.Component {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) throw new NotACalendar("It is not an iCalendar file (BEGIN:VCALENDAR)");
  try {
    return new ICAL.Component(ICAL.parse(trimmed));
  } catch (error) {
    throw new NotACalendar(`It is not a readable iCalendar file: ${(error as Error).message}`);
  }
}

const statusOf = (vevent: ICAL.Component): EventStatus =>
  textOf(vevent, "status").toUpperCase() === "CANCELLED" ? "cancelled" : "scheduled";

/** The VEVENT's own fields; throws UnplacedTime or a plain Error with the reason it cannot be read. */
function draftOf(vevent: ICAL.Component, zones: Zones, calendarName: string): EventDraft {
  const title = cut(oneLine(textOf(vevent, "summary")), limits.title);
  if (!title) throw new Error("It has no title (SUMMARY)");
  const start = vevent.getFirstProperty("dtstart");
  if (!start) throw new Error("It has no start (DTSTART)");
  const allDay = (start.getFirstValue() as ICAL.Time).isDate;
  const date = propertyInstant(vevent, "dtstart", zones) as Date;
  let end = propertyInstant(vevent, "dtend", zones);
  const duration = vevent.getFirstPropertyValue("duration");
  if (!end && duration instanceof ICAL.Duration) end = new Date(date.getTime() + duration.toSeconds() * 1000);
  // An all-day end is the day after the last; ours is the last day itself.
  if (end && allDay) end = dayBefore(end, zones.site);
  const endDate = end && (allDay ? end > date : end.getTime() > date.getTime()) ? end.toISOString() : null;
  const website = textOf(vevent, "url");
  const description = textOf(vevent, "description");
  return {
    title,
    description: cut(description || `Imported from ${calendarName}.`, limits.description),
    categories: vevent.getAllProperties("categories").flatMap((property) => property.getValues().map(String)),
    location: cut(oneLine(textOf(vevent, "location")) || UNKNOWN_LOCATION, limits.short),
    date: date.toISOString(),
    endDate,
    allDay,
    status: statusOf(vevent),
    // A link the event input would refuse is left out rather than losing the event for it.
    website: website && optionalUrl().safeParse(website).success ? website : null,
  };
}

/** The RRULE as our rule (without UNTIL and COUNT, which are the series' own fields) and its end. */
function ruleOf(vevent: ICAL.Component, zones: Zones): SeriesRule {
  const rules = vevent.getAllProperties("rrule");
  if (rules.length > 1) throw new Error("It has more than one RRULE");
  const recur = rules[0]?.getFirstValue() as ICAL.Recur;
  const rule = recur
    .toString()
    .split(";")
    .filter((part) => !/^(UNTIL|COUNT)=/i.test(part))
    .join(";");
  let until: Date | null = null;
  if (recur.until) {
    // UNTIL as a date takes in that whole day; as a time, the instant.
    const day = recur.until.isDate;
    until = instantOf(recur.until, null, zones);
    if (day) until = new Date(until.getTime() + 24 * 60 * 60 * 1000 - 1000);
  }
  const exdates = vevent
    .getAllProperties("exdate")
    .flatMap((property) =>
      property.getValues().map((value) => instantOf(value as ICAL.Time, tzidOf(property), zones).toISOString()),
    )
    .sort();
  return { rule, until: until?.toISOString() ?? null, count: recur.count ?? null, exdates };
}

/** Each VEVENT of `text` as an item to write, or the reason it is not one. */
export function readCalendar(text: string, siteZone: string): ReadCalendar {
  const calendar = parseCalendar(text);
  const name = textOf(calendar, "x-wr-calname");
  const zones: Zones = { site: siteZone, floating: ianaZone(textOf(calendar, "x-wr-timezone")) ?? siteZone };
  const calendarName = name ? `the calendar “${cut(oneLine(name), 100)}”` : "an iCalendar feed";
  const items: CalendarItem[] = [];
  const refused: Refusal[] = [];
  const masters = new Map<string, "event" | "series">();
  const vevents = calendar.getAllSubcomponents("vevent");
  // Series first: a changed occurrence is written onto its series' occurrences.
  const ordered = [
    ...vevents.filter((vevent) => !vevent.hasProperty("recurrence-id")),
    ...vevents.filter((vevent) => vevent.hasProperty("recurrence-id")),
  ];
  for (const vevent of ordered) {
    const uid = textOf(vevent, "uid");
    let label = uid || "(no UID)";
    try {
      if (!uid) throw new Error("It has no UID, so a second import could not find it");
      const draft = draftOf(vevent, zones, calendarName);
      const recurrence = vevent.getFirstProperty("recurrence-id");
      let item: ItemBody;
      if (recurrence) {
        const recurrenceId = instantOf(recurrence.getFirstValue() as ICAL.Time, tzidOf(recurrence), zones);
        label = occurrenceKey(uid, recurrenceId);
        if (recurrence.getParameter("range")) throw new Error("A change to this and later occurrences is not imported");
        if (masters.get(uid) === "event") throw new Error("It changes one occurrence of an event that does not repeat");
        item = { kind: "occurrence", uid, draft, recurrenceId };
      } else if (masters.has(uid)) {
        throw new Error("Another event of the calendar has the same UID");
      } else if (vevent.hasProperty("rrule")) {
        item = { kind: "series", uid, draft, ...ruleOf(vevent, zones) };
        masters.set(uid, "series");
        if (vevent.hasProperty("rdate")) refused.push({ uid, message: "Its extra dates (RDATE) are not imported" });
      } else {
        item = { kind: "event", uid, draft };
        masters.set(uid, "event");
      }
      items.push({ ...item, hash: digest(item) });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      refused.push({ uid: label, message: error.message });
    }
  }
  return { items, refused };
}
