// Writes the server's own head tags (the page's JSON-LD and the site-timezone tag; seo/) into a
// streamed page as it passes: the text is held back only until the end of <head>, which comes in
// the first chunk React writes, and the rest streams through untouched. The route's own head
// (title, description, canonical, social tags) is already in it, rendered by the web app.
import { Transform } from "node:stream";
import { injectServerHead } from "../seo/inject-meta.ts";
import type { JsonLd } from "../seo/json-ld.ts";

const HEAD_END = "</head>";

export function headInjection(jsonLd: JsonLd[], zone: string): Transform {
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
      callback(null, injectServerHead(head, zone, jsonLd) + held.slice(end + HEAD_END.length));
      held = "";
    },
    flush(callback) {
      callback(null, held + decoder.decode());
    },
  });
}
