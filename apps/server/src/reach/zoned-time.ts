// Wall-clock times and UTC offsets of an instant in an IANA time zone, from Intl (no tz database
// of our own): what the calendar feed and the structured data need to state local times.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format;
}

export function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes east of UTC in `zone` at `instant` (-420 for 7 hours behind). */
export function offsetMinutes(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/** The wall clock at a fixed offset (no zone rules involved). */
export function wallClockAtOffset(instant: Date, offset: number): WallClock {
  return wallClock(new Date(instant.getTime() + offset * 60_000), "UTC");
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, "0");

/** "-0700" (iCalendar) or, with a separator, "-07:00" (ISO 8601). */
export function formatOffset(offset: number, separator = ""): string {
  const sign = offset < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(offset) / 60))}${separator}${pad(Math.abs(offset) % 60)}`;
}

/** ISO 8601 with the zone's offset: "2026-07-04T18:30:00-07:00". */
export function isoInZone(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone);
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${date}T${time}${formatOffset(offsetMinutes(instant, zone), ":")}`;
}

/** The zone's short name at `instant` ("PDT"), or its GMT offset where English has no name. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((candidate) => candidate.type === "timeZoneName");
  return part?.value ?? formatOffset(offsetMinutes(instant, zone));
}
