// The Activity view's filters, kept in the URL (`/admin/activity?actor=staff:3&from=2026-06-01`)
// so a reload or a shared link shows the same entries; the CSV download takes the same ones.
// Anything unknown or malformed is dropped, never an error (as list-search.ts does for the lists).
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  type ActivityAction,
  type ActivityEntity,
  parseActorKey,
} from "@chamber/core/schemas";

export interface ActivitySearch {
  /** `staff:3`, `token:2`, `member:5`, `visitor` or `system`. */
  actor?: string;
  entity?: ActivityEntity;
  /** With `entity`: one row's history. */
  entityId?: string;
  action?: ActivityAction;
  /** YYYY-MM-DD, a whole day in the site's zone. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

const day = (value: unknown) => (typeof value === "string" && DAY.test(value) ? value : undefined);

/** Keeps what is valid of the filters, drops the rest. */
export function parseActivitySearch(search: Record<string, unknown>): ActivitySearch {
  const entity = oneOf(ACTIVITY_ENTITIES, search.entity);
  const entityId =
    typeof search.entityId === "string" || typeof search.entityId === "number" ? String(search.entityId) : "";
  const parsed: ActivitySearch = {
    actor: typeof search.actor === "string" && parseActorKey(search.actor) ? search.actor : undefined,
    entity,
    entityId: entity && /^[\w/-]{1,40}$/.test(entityId) ? entityId : undefined,
    action: oneOf(ACTIVITY_ACTIONS, search.action),
    from: day(search.from),
    to: day(search.to),
  };
  for (const key of Object.keys(parsed) as (keyof ActivitySearch)[]) {
    if (parsed[key] === undefined) delete parsed[key];
  }
  return parsed;
}

/** GET /api/activity.csv with the view's filters. */
export function activityCsvPath(search: ActivitySearch): string {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();
  return query ? `/api/activity.csv?${query}` : "/api/activity.csv";
}
