// What the activity tests share: the entries a piece of work left (by id, after a mark), and the
// check that each changed row has exactly one, by the expected actor, with no secret in it.
import type { StaffRole } from "@chamber/core";
import type { Database } from "@chamber/db";
import { expect } from "vitest";
import { createInnerContext } from "../context.ts";
import { createCaller } from "../root.ts";
import { issueFormToken } from "../submissions/form-token.ts";
import { type Callers, testAdmin } from "../testing/callers.ts";

/** Columns that must never reach the log. */
const NEVER_RECORDED = ["passwordHash", "totpSecret", "tokenHash", "searchVector", "updatedAt"];

export interface Recorded<T> {
  result: T;
  entries: {
    entity: string;
    entityId: string;
    action: string;
    actorKind: string;
    actorId: number | null;
    actorName: string;
    actorRole: string | null;
    changes: Record<string, [unknown, unknown]>;
  }[];
}

/** Runs `work` and answers the activity entries written meanwhile, oldest first. */
export async function recorded<T>(db: Database, work: () => Promise<T>): Promise<Recorded<T>> {
  const mark = (await db.prisma.activityEntry.aggregate({ _max: { id: true } }))._max.id ?? 0;
  const result = await work();
  const rows = await db.prisma.activityEntry.findMany({ where: { id: { gt: mark } }, orderBy: { id: "asc" } });
  const entries = rows.map((row) => ({ ...row, changes: row.changes as Record<string, [unknown, unknown]> }));
  // One entry per changed row, never two; no secret anywhere.
  const keys = entries.map((entry) => `${entry.entity}#${entry.entityId}`);
  expect(new Set(keys).size, `more than one entry for a row: ${keys.join(", ")}`).toBe(keys.length);
  for (const entry of entries) for (const field of NEVER_RECORDED) expect(entry.changes).not.toHaveProperty(field);
  return { result, entries };
}

export type ExpectedActor = { kind: string; id: number | null; name: string; role: string | null };

/** The one entry of `entity` `entityId`, checked for its action and actor. */
export function entryOf<T>(
  { entries }: Recorded<T>,
  entity: string,
  entityId: number | string,
  action: string,
  actor: ExpectedActor,
) {
  const found = entries.filter((entry) => entry.entity === entity && entry.entityId === String(entityId));
  expect(found, `${entity} ${entityId} ${action}`).toHaveLength(1);
  const [entry] = found;
  expect(entry).toMatchObject({
    action,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
  });
  return entry as NonNullable<typeof entry>;
}

/** An editor with `id`, on the callers' database and clock, and a form token ready to send. */
export function editorOf(callers: Pick<Callers, "db" | "clock">, id: number, role: StaffRole = "editor") {
  const { db, clock } = callers;
  return {
    editor: createCaller(createInnerContext({ db, now: () => clock.now, admin: testAdmin(role, id) })),
    formToken: () => issueFormToken(db.prisma, new Date(clock.now.getTime() - 10_000)),
  };
}
