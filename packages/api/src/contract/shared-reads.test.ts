import { describe, expect, it } from "vitest";
import { appRouter } from "../root.ts";
import { sharedReads } from "./shared-reads.ts";

type Def = { type: string; meta?: { cache?: string; openapi?: { method: string; protect?: boolean } } };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: Def }>;

describe("the reads a shared cache may keep", () => {
  it("are the public lists and items the site shows, declared on their procedures", () => {
    expect([...sharedReads].sort()).toEqual([
      "boardMember.list",
      "business.byId",
      "business.bySlug",
      "business.featured",
      "business.list",
      "deal.byId",
      "deal.list",
      "event.byId",
      "event.byOrganizer",
      "event.featured",
      "event.list",
      "home.get",
      "job.byId",
      "job.list",
      "news.byId",
      "news.list",
      "newsletterIssue.archive",
      "newsletterIssue.archived",
      "page.bySlug",
      "setting.facts",
    ]);
  });

  it("are each a public GET query on the REST door", () => {
    for (const path of sharedReads) {
      const def = procedures[path]?._def;
      expect(def?.type, path).toBe("query");
      expect(def?.meta?.openapi?.method, path).toBe("GET");
      expect(def?.meta?.openapi?.protect, path).toBe(false);
    }
  });

  it("leave out the reads that write or hand out a visitor's own token", () => {
    // A series read may extend the series (a write); a form token is one visitor's.
    expect(sharedReads.has("eventSeries.byId")).toBe(false);
    expect([...sharedReads].some((path) => path.startsWith("submission."))).toBe(false);
  });
});
