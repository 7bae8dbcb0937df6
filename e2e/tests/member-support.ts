// A signed-in member for the browser tests of the member's pages: the member, their access to a
// business and a live session are made in the database (the sign-in flow is tested on its own,
// account-sign-in.e2e.ts), and the page's browser holds the session as a signed-in one does.
import { createHash, randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { sql } from "../harness/database.ts";
import type { RunningServer } from "../harness/server.ts";

/** A member of the business with a live session; answers its cookie's token and the tab's bearer token. */
export async function memberTokens(
  server: RunningServer,
  businessId: number,
  person = { name: "Rosa Olivar", email: "rosa@olive.example" },
): Promise<{ session: string; tab: string }> {
  const hash = (token: string) => createHash("sha256").update(token).digest("hex");
  const [session, tab] = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const { rows } = await sql(server, `INSERT INTO "Member" ("name", "email") VALUES ($1, $2) RETURNING "id"`, [
    person.name,
    person.email,
  ]);
  const memberId = (rows[0] as { id: number }).id;
  await sql(server, `INSERT INTO "BusinessMember" ("businessId", "memberId", "via") VALUES ($1, $2, 'claim')`, [
    businessId,
    memberId,
  ]);
  const parent = await sql(
    server,
    `INSERT INTO "Session" ("tokenHash", "memberId", "expiresAt") VALUES ($1, $2, $3) RETURNING "id"`,
    [hash(session), memberId, expires],
  );
  await sql(
    server,
    `INSERT INTO "Session" ("tokenHash", "memberId", "expiresAt", "parentId") VALUES ($1, $2, $3, $4)`,
    [hash(tab), memberId, expires, (parent.rows[0] as { id: number }).id],
  );
  return { session, tab };
}

/**
 * Gives the browser the member's session: the cookie (from which a tab mints its next token), and
 * the tab's token and the note of having signed in where the web app's client reads them.
 */
export async function holdMemberSession(
  server: RunningServer,
  context: BrowserContext,
  page: Page,
  tokens: { session: string; tab: string },
) {
  await context.addCookies([
    { name: "chamber_member", value: tokens.session, url: server.url, httpOnly: true, sameSite: "Strict" },
  ]);
  await page.addInitScript(
    ([bearer, expiresAt]) => {
      window.sessionStorage.setItem("chamber.member.token", bearer);
      window.sessionStorage.setItem("chamber.member.token-expires", expiresAt);
      window.localStorage.setItem("chamber.member.signed-in-until", expiresAt);
    },
    [tokens.tab, new Date(Date.now() + 60 * 60 * 1000).toISOString()] as const,
  );
}
