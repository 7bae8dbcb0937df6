// Every admin procedure with the least staff role it needs, read from the router itself (trpc.ts
// `staffRoleOf`): the OpenAPI document states each REST operation's role from it, and the role
// tests call each one as every role, so a procedure added later is documented and tested as is.
import type { StaffRole } from "@chamber/core";
import type { AnyProcedure, AnyRouter, ProcedureType } from "@trpc/server";
import { appRouter } from "../root.ts";
import { type ChamberMeta, staffRoleOf } from "../trpc.ts";

export interface StaffOperation {
  /** The tRPC path, e.g. `business.update`. */
  path: string;
  type: ProcedureType;
  needs: StaffRole;
  /** Its REST door, when it has one. */
  rest: { method: string; path: string } | null;
  /** Whether it reads no input (a mutation without input runs on any call). */
  takesInput: boolean;
}

export function staffOperations(router: AnyRouter = appRouter): StaffOperation[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  return Object.entries(procedures).flatMap(([path, procedure]) => {
    const needs = staffRoleOf(procedure);
    if (!needs) return [];
    const openapi = (procedure._def.meta as ChamberMeta | undefined)?.openapi;
    const rest = openapi ? { method: openapi.method.toLowerCase(), path: openapi.path } : null;
    return [{ path, type: procedure._def.type, needs, rest, takesInput: procedure._def.inputs.length > 0 }];
  });
}
