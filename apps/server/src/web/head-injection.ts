// Writes the route's head (title, description, canonical, social tags, JSON-LD; seo/) and the
// site-timezone tag into a streamed page as it passes: the text is held back only until the end
// of <head>, which comes in the first chunk React writes, and the rest streams through untouched.
import { Transform } from "node:stream";
import { injectMeta, injectSiteTimezone, type PageMeta } from "../seo/inject-meta.ts";

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
      const withMeta = meta ? injectMeta(head, meta) : head;
      callback(null, injectSiteTimezone(withMeta, zone) + held.slice(end + HEAD_END.length));
      held = "";
    },
    flush(callback) {
      callback(null, held + decoder.decode());
    },
  });
}
