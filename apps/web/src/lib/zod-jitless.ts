// zod compiles object parsers with `new Function` when it may, and finds out by trying one as each
// schema is built. The site's Content-Security-Policy has no 'unsafe-eval', so the browser refuses
// and reports that try on every page with a form. The browser's forms parse small objects, for
// which zod's interpreter is as quick: it is told so before any schema exists (this module runs
// first in entry-client.tsx; the server keeps compiling).
import { config } from "zod/v4/core";

config({ jitless: true });
