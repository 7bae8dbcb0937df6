// The staff role each operation of the OpenAPI document needs, stated where an integrator reads
// it: `x-required-role`, a sentence ending the description, and the 403 it answers to a lesser
// role. Read from the procedures themselves (roles/staff-operations.ts), never listed by hand;
// the paths no procedure answers (CSV downloads, the photo and CSV uploads) take their role from what
// serves them. A public or member's operation states none.
import { roleNeededMessage, type StaffRole } from "@chamber/core";
import type { OpenAPIObject } from "trpc-to-openapi";
import { staffOperations } from "../roles/staff-operations.ts";
import { CALENDAR_IMPORT_ROLE } from "./calendar-import-openapi.ts";
import { IMAGE_UPLOAD_ROLE } from "./image-upload-openapi.ts";
import { IMPORT_ROLE } from "./import-upload-openapi.ts";
import { staffExports } from "./staff-exports.ts";

type Operation = { description?: string; responses?: Record<string, unknown>; "x-required-role"?: StaffRole };

/** `"<method> <path>"` of each operation needing a role, with that role. */
export function requiredRoles(): Map<string, StaffRole> {
  const operations = staffOperations();
  const roles = new Map<string, StaffRole>();
  for (const { rest, needs } of operations) if (rest) roles.set(`${rest.method} ${rest.path}`, needs);
  for (const csv of staffExports) {
    const source = operations.find((operation) => operation.path === csv.procedure);
    if (!source) throw new Error(`The export ${csv.path} names no admin procedure: ${csv.procedure}`);
    roles.set(`get ${csv.path}`, source.needs);
  }
  roles.set("post /images", IMAGE_UPLOAD_ROLE);
  roles.set("post /media", IMAGE_UPLOAD_ROLE);
  roles.set("post /imports/businesses", IMPORT_ROLE);
  roles.set("post /newsletter-subscriptions/import", IMPORT_ROLE);
  roles.set("post /imports/events", CALENDAR_IMPORT_ROLE);
  return roles;
}

/** Marks every operation that needs a staff role with it, and with its 403. */
export function describeRoles(document: OpenAPIObject): OpenAPIObject {
  const roles = requiredRoles();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const role = roles.get(`${method} ${path}`);
      if (!role) continue;
      const sentence = `Requires the ${role} role.`;
      operation["x-required-role"] = role;
      operation.description = operation.description ? `${operation.description}\n\n${sentence}` : sentence;
      operation.responses = {
        ...operation.responses,
        "403": {
          description: `A role below ${role}: "${roleNeededMessage(role)}"; nothing changes`,
          content: { "application/json": { schema: { $ref: "#/components/schemas/error.FORBIDDEN" } } },
        },
      };
    }
  }
  return document;
}
