// Escaping for text placed in XML and HTML (feeds, sitemap, the page head) and for JSON placed
// inside a <script> element, where `</script>` or `<!--` in a value must not end the element.

const markupEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

// Characters XML 1.0 cannot carry at all, even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Safe in XML and HTML text and in quoted attribute values. Drops characters XML 1.0 forbids. */
export function escapeMarkup(value: string): string {
  return value.replace(notXmlCharacters, "").replace(/[&<>"']/g, (char) => markupEntities[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">` body: `<`, `>` and `&` become \u escapes (still
 * the same JSON value), so no string can close the element or open a comment; U+2028/U+2029 too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
