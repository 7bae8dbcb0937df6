// Staff roles over both doors (issue 26): every admin operation — each tRPC procedure the router
// guards and each REST operation the served OpenAPI document marks with a role, so operations
// added later are in the table too — called as an owner, an editor and a moderator, each signed
// in and as an API token. A role below the operation's gets 403 naming the role needed, before
// its input is read, and no table changes; a role that suffices gets past the guard (a 400 for
// the dummy input). Then one real call per role, and a moderator's refused business update.
import { type StaffOperation, staffOperations } from "@chamber/api";
import { roleAllows, roleNeededMessage } from "@chamber/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup, type TestContext } from "../helpers.ts";
import { memberWithToken } from "../reach/reach-fixtures.ts";
import { listingSubmission } from "./listing-fixture.ts";
import {
  type Credential,
  callRest,
  callTrpc,
  fingerprint,
  outcome,
  type RestOperation,
  restOperations,
  staffCredentials,
} from "./role-doors.ts";

let ctx: TestContext;
let credentials: Credential[];
let rest: RestOperation[];
const trpc: StaffOperation[] = staffOperations();

beforeAll(async () => {
  ctx = await setup({ signIn: false });
  credentials = await staffCredentials(ctx);
  const document = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
  rest = restOperations(document.json());
});
afterAll(() => ctx?.close());

const as = (role: Credential["role"], via: Credential["via"] = "session") => {
  const credential = credentials.find((one) => one.role === role && one.via === via);
  if (!credential) throw new Error(`no ${role} ${via}`);
  // A session of its own: the table above signs each staff member out everywhere.
  return credential.authorization(true);
};

/** Each operation of both doors a credential is called on, with what it needs. */
const calls = (credential: Credential) => [
  ...trpc.map((operation) => ({
    name: `tRPC ${operation.path}`,
    needs: operation.needs,
    // One that reads input refuses the dummy with 400 once past the guard: nothing runs.
    allowedStatus: operation.takesInput ? 400 : undefined,
    call: async () => callTrpc(ctx, operation, await credential.authorization()),
  })),
  ...rest.map((operation) => ({
    name: `REST ${operation.method} ${operation.path}`,
    needs: operation.needs,
    allowedStatus: undefined,
    // A REST sign-out takes `{}`, so it runs: on a session of its own.
    call: async () =>
      callRest(ctx, operation, await credential.authorization(operation.path.startsWith("/auth/logout"))),
  })),
];

describe("every admin operation × every role × both doors", () => {
  it("finds the operations of both doors, each needing a role", () => {
    expect(trpc.length).toBeGreaterThan(50);
    expect(rest.length).toBeGreaterThan(trpc.length);
    // Each REST operation of a procedure needs what the procedure does.
    for (const operation of trpc.filter((one) => one.rest)) {
      const documented = rest.find((one) => one.method === operation.rest?.method && one.path === operation.rest?.path);
      expect(documented?.needs, operation.path).toBe(operation.needs);
    }
  });

  it("refuses a role below the operation's with 403 naming the role needed, changing nothing", async () => {
    const before = await fingerprint(ctx);
    const wrong: string[] = [];
    let refused = 0;
    for (const credential of credentials) {
      const refusals = calls(credential).filter(({ needs }) => !roleAllows(credential.role, needs));
      const outcomes = await Promise.all(refusals.map(async ({ call }) => outcome(await call())));
      refusals.forEach(({ name, needs }, index) => {
        const expected: [number, string, string] = [403, "FORBIDDEN", roleNeededMessage(needs)];
        const actual = outcomes[index];
        refused += 1;
        if (JSON.stringify(actual) !== JSON.stringify(expected))
          wrong.push(`${credential.role} (${credential.via}) ${name}: ${JSON.stringify(actual)}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(refused).toBeGreaterThan(100);
    expect(await fingerprint(ctx)).toEqual(before);
  });

  it("lets a role that suffices past the guard on every operation", async () => {
    const wrong: string[] = [];
    for (const credential of credentials) {
      const allowed = calls(credential).filter(({ needs }) => roleAllows(credential.role, needs));
      // Signing out everywhere ends the session the others share: sign-outs go last, one by one.
      const signOuts = allowed.filter(({ name }) => name.startsWith("REST post /auth/logout"));
      const outcomes = await Promise.all(allowed.filter((one) => !signOuts.includes(one)).map(check));
      for (const signOut of signOuts) outcomes.push(await check(signOut));
      wrong.push(
        ...outcomes.flatMap((problem) => (problem ? [`${credential.role} (${credential.via}) ${problem}`] : [])),
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe("every admin operation refused to visitors and members", () => {
  it("answers 401 without credentials and with a member's token, changing nothing", async () => {
    const { token } = await memberWithToken(ctx.prisma, "member@roles.example", [], new Date());
    const before = await fingerprint(ctx);
    const wrong: string[] = [];
    for (const authorization of ["", `Bearer ${token}`]) {
      const operations = [
        ...trpc.map((operation) => ({
          name: `tRPC ${operation.path}`,
          call: () => callTrpc(ctx, operation, authorization),
        })),
        ...rest
          .filter((operation) => !operation.path.startsWith("/auth/logout"))
          .map((operation) => ({
            name: `REST ${operation.method} ${operation.path}`,
            call: () => callRest(ctx, operation, authorization),
          })),
      ];
      const outcomes = await Promise.all(operations.map(async ({ call }) => outcome(await call())));
      operations.forEach(({ name }, index) => {
        if (outcomes[index]?.[0] !== 401)
          wrong.push(`${authorization ? "member" : "visitor"} ${name}: ${outcomes[index]}`);
      });
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(ctx)).toEqual(before);
  });
});

/** What is wrong with an allowed call's answer, if anything: a 401 or 403, a 5xx, or not the 400 expected. */
async function check({ name, call, allowedStatus }: ReturnType<typeof calls>[number]): Promise<string | null> {
  const [status, code, message] = outcome(await call());
  const fine = allowedStatus ? status === allowedStatus : ![401, 403].includes(status) && status < 500;
  return fine ? null : `${name}: ${status} ${code} ${message}`;
}

describe("one real call per role", () => {
  const listing = listingSubmission;
  // The same listing as staff keep it (the category by its name), under a name of its own.
  const { contactName: _name, contactEmail: _email, ...kept } = listingSubmission;
  const business = { ...kept, name: "Ojai Coffee Roasters", category: "Retail" };
  const put = async (url: string, authorization: string, payload: object) =>
    ctx.app.inject({ method: "PUT", url, headers: { authorization }, payload });

  it("lets a moderator approve a submission, edited on the way, and delete a contact message", async () => {
    const submission = await ctx.prisma.submission.create({
      data: { kind: "business", payload: { ...listing, name: "Topa Bikes" }, submitterEmail: "sam@example.com" },
    });
    const approved = await ctx.app.inject({
      method: "POST",
      url: `/api/submissions/${submission.id}/approve`,
      headers: { authorization: await as("moderator") },
      payload: { kind: "business", payload: listing },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ctx.prisma.business.count({ where: { name: "Topa Topa Bikes" } })).toBe(1);

    const message = await ctx.prisma.contactMessage.create({
      data: { firstName: "Ana", lastName: "Reyes", email: "ana@example.com", subject: "Hello", message: "Hi" },
    });
    const removed = await ctx.app.inject({
      method: "POST",
      url: "/trpc/contact.delete",
      headers: { authorization: await as("moderator", "api-token") },
      payload: { id: message.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await ctx.prisma.contactMessage.count({ where: { id: message.id } })).toBe(0);
  });

  it("refuses a moderator's business update, changing nothing, and makes an editor's", async () => {
    const { id } = await ctx.prisma.business.create({ data: business });
    const before = await fingerprint(ctx);
    const refused = await put(`/api/businesses/${id}`, await as("moderator"), { ...business, name: "Taken Over" });
    expect(outcome(refused)).toEqual([403, "FORBIDDEN", roleNeededMessage("editor")]);
    expect(await fingerprint(ctx)).toEqual(before);

    const made = await put(`/api/businesses/${id}`, await as("editor", "api-token"), { ...business, name: "Roasters" });
    expect(made.statusCode, made.body).toBe(200);
    expect(await ctx.prisma.business.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Roasters" });
  });

  it("keeps settings for owners: an editor's change is refused, an owner's made", async () => {
    await ctx.prisma.setting.create({ data: { key: "roles.example", value: "before" } });
    const change = { value: "after", description: "A setting" };
    const refused = await put("/api/settings/roles.example", await as("editor"), change);
    expect(outcome(refused)).toEqual([403, "FORBIDDEN", roleNeededMessage("owner")]);
    const made = await put("/api/settings/roles.example", await as("owner"), change);
    expect(made.statusCode, made.body).toBe(200);
    expect(await ctx.prisma.setting.findUniqueOrThrow({ where: { key: "roles.example" } })).toMatchObject(change);
  });

  it("keeps subscribers' addresses, listed or downloaded, from moderators", async () => {
    for (const url of ["/api/newsletter-subscriptions", "/api/newsletter-subscriptions.csv"]) {
      const refused = await ctx.app.inject({ method: "GET", url, headers: { authorization: await as("moderator") } });
      expect(outcome(refused), url).toEqual([403, "FORBIDDEN", roleNeededMessage("editor")]);
      const read = await ctx.app.inject({ method: "GET", url, headers: { authorization: await as("editor") } });
      expect(read.statusCode, url).toBe(200);
    }
  });
});
