// The roles each admin procedure needs (issue 26) and how the API reference states them.
import { STAFF_ROLES } from "@chamber/core";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../contract/openapi.ts";
import { requiredRoles } from "../contract/role-openapi.ts";
import { staffOperations } from "./staff-operations.ts";

type Operation = {
  security?: unknown[];
  description?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  "x-required-role"?: string;
};
const document = openApiDocument("http://localhost/api") as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, path, operation })),
);
const needs = new Map(staffOperations().map((operation) => [operation.path, operation.needs]));

describe("the staff role of each admin procedure", () => {
  it("lets a moderator decide submissions and claims and handle contact messages", () => {
    for (const path of ["submission.approve", "submission.reject", "claim.approve", "claim.reject"])
      expect(needs.get(path), path).toBe("moderator");
    for (const path of ["contact.list", "contact.delete", "contact.restore"])
      expect(needs.get(path), path).toBe("moderator");
  });

  it("keeps site settings, and the rows behind them, for owners", () => {
    const settings = [...needs].filter(([path]) => path.startsWith("setting."));
    expect(settings.length).toBeGreaterThan(5);
    for (const [path, role] of settings)
      expect(role, path).toBe(path === "setting.memberSettings" ? "moderator" : "owner");
  });

  it("leaves content, members' access and subscribers to editors, and every other read to any staff", () => {
    for (const path of ["business.update", "event.delete", "page.restore", "memberAdmin.invite", "newsletter.delete"])
      expect(needs.get(path), path).toBe("editor");
    expect(needs.get("newsletter.list")).toBe("editor");
    for (const path of ["submission.list", "claim.list", "memberAdmin.list", "page.list", "reach.staleListings"])
      expect(needs.get(path), path).toBe("moderator");
  });
});

describe("the API reference", () => {
  it("states the role of every staff operation: x-required-role, a sentence and its 403", () => {
    const stated = operations.filter(({ operation }) => operation["x-required-role"]);
    expect(stated.map(({ name }) => name).sort()).toEqual([...requiredRoles().keys()].sort());
    for (const { name, operation } of stated) {
      const role = operation["x-required-role"] ?? "";
      expect(STAFF_ROLES, name).toContain(role);
      expect(operation.description, name).toMatch(new RegExp(`Requires the ${role} role\\.$`));
      expect(operation.responses?.["403"]?.content?.["application/json"]?.schema?.$ref, name).toBe(
        "#/components/schemas/error.FORBIDDEN",
      );
    }
  });

  it("covers every operation behind the lock but a member's own, and states nothing on the others", () => {
    for (const { name, path, operation } of operations) {
      const locked = (operation.security ?? []).length > 0;
      const staff = locked && !path.startsWith("/account/");
      expect(Boolean(operation["x-required-role"]), name).toBe(staff);
      if (!staff) expect(operation.description ?? "", name).not.toMatch(/Requires the \w+ role/);
    }
    expect(document.paths["/images"]?.post?.["x-required-role"]).toBe("editor");
    expect(document.paths["/imports/businesses"]?.post?.["x-required-role"]).toBe("editor");
    expect(document.paths["/newsletter-subscriptions.csv"]?.get?.["x-required-role"]).toBe("editor");
    expect(document.paths["/contact-messages.csv"]?.get?.["x-required-role"]).toBe("moderator");
  });
});
