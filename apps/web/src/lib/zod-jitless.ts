// zod compiles object parsers with `new Function` when it may, and finds out by trying one as each
// schema is built. The site's Content-Security-Policy has no 'unsafe-eval', so the browser refuses
// and reports that try on every page with a form. The browser's forms parse small objects, for
// which zod's interpreter is as quick: it is told so before any schema exists (this module runs
// first in entry-client.tsx; the server keeps compiling).
//
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on
// a page) and adopts one that is already there when it loads: setting it here keeps zod itself
// out of the first script of pages that have no form (`config()` from zod/v4/core would bring
// zod's core utilities, ~2.4 KB gzip).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
