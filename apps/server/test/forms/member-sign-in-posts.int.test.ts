// A member's sign-in without a script: the sign-in form posts to /account/sign-in and is answered
// with its confirmation whoever the address is; the mailed link's button posts the token to
// /account/verify (forms/member-verify-post.ts), which sets the chamber_member cookie and goes to
// /account, or back to the sign-in page when the link is spent. Another site's post is refused.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { setup, type TestContext } from "../helpers.ts";
import { makeWebRoot, PUBLIC_URL } from "../site-content-fixtures.ts";

let ctx: TestContext;
let memberId: number;

beforeAll(async () => {
  ctx = await setup({ publicUrl: PUBLIC_URL, webRoot: makeWebRoot() });
  memberId = (await ctx.prisma.member.create({ data: { name: "Rosa Vega", email: "rosa@posts.example" } })).id;
});
afterAll(() => ctx?.close());

const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

async function copiedToken(): Promise<string> {
  const response = await ctx.app.inject({
    method: "POST",
    url: `/api/members/${memberId}/sign-in-link`,
    headers: ctx.auth,
    payload: {},
  });
  return new URL(response.json<{ url: string }>().url).searchParams.get("token") ?? "";
}

describe("a member's sign-in without a script", () => {
  test("the form is answered with its confirmation, the same for a member and a stranger", async () => {
    for (const email of ["rosa@posts.example", "stranger@example.com"]) {
      const response = await post("/account/sign-in", { form: "memberSignIn", email });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/account/sign-in?sent=memberSignIn#memberSignIn-form");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  test("the link's button sets the member's cookie and goes to /account; spent, it goes back to sign in", async () => {
    const token = await copiedToken();
    const signedIn = await post("/account/verify", { token });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe("/account");
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    expect(String(signedIn.headers["set-cookie"])).toMatch(
      /^chamber_member=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/,
    );

    const again = await post("/account/verify", { token });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/account/sign-in?link=invalid");
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  test("a post from another site, or not a form, spends nothing", async () => {
    const token = await copiedToken();
    expect((await post("/account/verify", { token }, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const json = await ctx.app.inject({ method: "POST", url: "/account/verify", payload: { token } });
    expect(json.statusCode).toBe(415);
    expect((await post("/account/verify", { token })).headers.location).toBe("/account");
  });
});
