// Writes the route's head (title, description, canonical, social tags, JSON-LD; seo/) and the
// site-timezone tag into a streamed page as it passes: the text is held back only until the end
// of <head>, which comes in the first chunk React writes, and the rest streams through untouched.
import { Transform } from "node:stream";
import { defaultSiteFacts } from "@chamber/core";
import { escapeMarkup } from "../markup.ts";
import { injectMeta, injectSiteTimezone, type PageMeta } from "../seo/inject-meta.ts";

/** Without the route's head (the database could not say), the page still has a title. */
const fallbackTitle = `<title>${escapeMarkup(defaultSiteFacts.name)}</title>`;

const HEAD_END = "</head>";

export function headInjection(meta: PageMeta | undefined, zone: string): Transform {
  let held = "";
  let done = false;
  const decoder = new TextDecoder();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held += decoder.decode(chunk, { stream: true });
      const end = held.indexOf(HEAD_END);
      if (end < 0) return callback();
      done = true;
      const head = held.slice(0, end + HEAD_END.length);
      const withMeta = meta ? injectMeta(head, meta) : head.replace(HEAD_END, `${fallbackTitle}${HEAD_END}`);
      callback(null, injectSiteTimezone(withMeta, zone) + held.slice(end + HEAD_END.length));
      held = "";
    },
    flush(callback) {
      callback(null, held + decoder.decode());
    },
  });
}
