// A recorded value as the Activity view and a form's History show it: compact, one line, and
// short — a long description or a whole opening-hours object is cut with an ellipsis (the CSV and
// the API keep it whole).

/** The longest value shown before it is cut. */
const CHANGE_TEXT_MAX = 80;

/** `value` as short readable text: strings bare, objects as compact JSON, ∅ for none. */
export function changeText(value: unknown, max = CHANGE_TEXT_MAX): string {
  if (value === null || value === undefined) return "∅";
  if (value === "") return "(empty)";
  const text = typeof value === "string" ? value.replace(/\s+/g, " ") : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A bookkeeping field not worth a line of its own in the History panel. */
const quiet = new Set(["id", "createdAt"]);

/** The changed fields worth naming, in the order recorded. */
export function changedFields(changes: Record<string, unknown>): string[] {
  return Object.keys(changes).filter((field) => !quiet.has(field));
}
