// What following a mailed link grants besides signing in (docs/decisions/025-member-accounts.md),
// run in the transaction that spends the link, so the grant and the spent link stand or fall
// together. A sign-in link grants nothing more; a claim's link proves the claim and an
// invitation's gives access to its business (claims: filled in by the claims feature).
import type { Prisma } from "@chamber/db";
import type { UsedMemberLink } from "./member-links.ts";

export async function grantFromLink(_tx: Prisma.TransactionClient, _link: UsedMemberLink, _now: Date): Promise<void> {
  // signIn: nothing to grant. claim and invite: see the note above.
}
