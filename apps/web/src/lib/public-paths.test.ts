// The sitemap's list of fixed public pages (@chamber/core's fixedPublicPaths) against the routes
// (/admin and /account aside: they are never indexed):
// checked by the type checker, so a new page without its path fails `pnpm typecheck`, and at run
// time against the generated route tree's own list.
import { type FixedPublicPath, fixedPublicPaths } from "@chamber/core";
import { expect, test } from "vitest";
import type { FileRouteTypes } from "#web/routeTree.gen.ts";

/** Every route's path without a parameter, outside the admin and a member's account (neither is indexed). */
type FixedRoutePath = Exclude<
  FileRouteTypes["to"],
  `${string}$${string}` | "/admin" | `/admin/${string}` | "/account" | `/account/${string}`
>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsEveryFixedRoute: Same<FixedRoutePath, FixedPublicPath> = true;

test("the sitemap's fixed paths are the routes without a parameter, outside the admin", () => {
  expect(listsEveryFixedRoute).toBe(true);
  expect(new Set(fixedPublicPaths).size).toBe(fixedPublicPaths.length);
});
