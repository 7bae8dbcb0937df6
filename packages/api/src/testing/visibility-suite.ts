// The visibility and scope rules (docs/architecture.md §4) as one suite that the business and
// event routers both run over every public read they have (the whole list, a page, a search, the
// featured rows — each may be its own statement, Prisma or SQL): drafts, a scheduled publishedAt
// and an unlistAt, each at its boundary, and who may ask for hidden rows.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, DAY, errorCodeOf, iso, MINUTE, openCallers, T0 } from "./callers.ts";

interface Row {
  id: number;
}

type Caller = Callers["visitor"];

/**
 * What the suite needs of a router: create one row (every row it creates must be found by each of
 * `reads`: featured, matching the search), and read lists and items.
 */
export interface SchedulableRouter {
  create(
    callers: Callers,
    name: string,
    fields: { published?: boolean; publishedAt?: string; unlistAt?: string },
  ): Promise<Row>;
  list(caller: Caller, scope?: "public" | "all"): Promise<Row[]>;
  byId(caller: Caller, id: number, scope?: "public" | "all"): Promise<Row>;
  /** Every other public read of many rows, by name; each must obey the rule exactly as `list` does. */
  reads: Record<string, (caller: Caller) => Promise<Row[]>>;
}

export function describeVisibility(entity: string, router: SchedulableRouter) {
  let callers: Callers;
  let rows: Record<"live" | "draft" | "scheduled" | "unlisting", Row>;

  beforeAll(async () => {
    callers = await openCallers();
    rows = {
      live: await router.create(callers, "Live", {}),
      draft: await router.create(callers, "Draft", { published: false }),
      scheduled: await router.create(callers, "Scheduled", { publishedAt: iso(DAY) }),
      unlisting: await router.create(callers, "Unlisting", { unlistAt: iso(DAY) }),
    };
  });
  afterAll(() => callers.close());

  const ids = (list: Row[]) => list.map((row) => row.id).sort((a, b) => a - b);
  const readPaths = Object.entries({ list: (caller: Caller) => router.list(caller), ...router.reads });

  describe.each(readPaths)(`${entity}: visibility through %s`, (_path, read) => {
    const visibleAt = async (at: number) => {
      callers.clock.now = new Date(T0.getTime() + at);
      return ids(await read(callers.visitor));
    };

    test("a visitor sees published rows, never a draft", async () => {
      expect(await visibleAt(0)).toEqual(ids([rows.live, rows.unlisting]));
      expect(await errorCodeOf(router.byId(callers.visitor, rows.draft.id))).toBe("NOT_FOUND");
    });

    test("a scheduled row shows at the very instant of its publishedAt, not a millisecond before", async () => {
      expect(await visibleAt(DAY - 1)).not.toContain(rows.scheduled.id);
      expect(await visibleAt(DAY)).toContain(rows.scheduled.id);
      expect((await router.byId(callers.visitor, rows.scheduled.id)).id).toBe(rows.scheduled.id);
    });

    test("a row is gone at the very instant of its unlistAt, and shows a millisecond before", async () => {
      expect(await visibleAt(DAY - 1)).toContain(rows.unlisting.id);
      expect(await visibleAt(DAY)).not.toContain(rows.unlisting.id);
      expect(await errorCodeOf(router.byId(callers.visitor, rows.unlisting.id))).toBe("NOT_FOUND");
    });
  });

  describe(`${entity}: scope`, () => {
    test("an admin sees every row by default: drafts, scheduled and unlisted", async () => {
      callers.clock.now = new Date(T0.getTime() + 2 * DAY);
      expect(ids(await router.list(callers.admin))).toEqual(ids(Object.values(rows)));
      expect((await router.byId(callers.admin, rows.draft.id)).id).toBe(rows.draft.id);
    });

    test('an admin asking for "public" sees what a visitor sees', async () => {
      callers.clock.now = new Date(T0.getTime() + 10 * MINUTE);
      expect(ids(await router.list(callers.admin, "public"))).toEqual(ids(await router.list(callers.visitor)));
      expect(await errorCodeOf(router.byId(callers.admin, rows.draft.id, "public"))).toBe("NOT_FOUND");
    });

    test('a visitor asking for "all" is refused, not quietly narrowed', async () => {
      expect(await errorCodeOf(router.list(callers.visitor, "all"))).toBe("UNAUTHORIZED");
      expect(await errorCodeOf(router.byId(callers.visitor, rows.live.id, "all"))).toBe("UNAUTHORIZED");
    });
  });
}
