// Ids in URLs (/events/12, /feeds/events/12.ics): the database column is an int4.

/** A positive 32-bit id, or null. */
export function parseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
