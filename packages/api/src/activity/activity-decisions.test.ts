// Staff's decisions and a series' whole life in the activity log: each row they change has one
// entry by the person deciding — a refused submission, an approved claim (and the access it
// grants), a series changed and deleted.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Callers, openCallers } from "../testing/callers.ts";
import { editorOf, entryOf, recorded } from "./activity-testing.ts";

const event = { description: "d", location: "l", category: "music", date: "2026-07-04T18:00:00Z" };
const staff = { kind: "staff", id: 4, name: "Test Admin", role: "editor" };

let callers: Callers;
let editor: ReturnType<typeof editorOf>["editor"];
let formToken: ReturnType<typeof editorOf>["formToken"];
beforeAll(async () => {
  callers = await openCallers();
  ({ editor, formToken } = editorOf(callers, 4));
});
afterAll(() => callers?.close());

const record = <T>(work: () => Promise<T>) => recorded(callers.db, work);

describe("decisions", () => {
  test("a refused submission: the submission only, with its reason", async () => {
    await callers.visitor.submission.submitEvent({
      ...event,
      title: "Refused Fair",
      organizerName: "June",
      organizerEmail: "june@example.com",
      formToken: await formToken(),
    });
    const submission = await callers.db.prisma.submission.findFirstOrThrow({ orderBy: { id: "desc" } });
    const refused = await record(() => editor.submission.reject({ id: submission.id, reason: "Not local" }));
    expect(refused.entries).toHaveLength(1);
    expect(entryOf(refused, "Submission", submission.id, "update", staff).changes.status).toEqual([
      "pending",
      "rejected",
    ]);
  });

  test("an approved claim: the claim and the access it grants, by staff", async () => {
    const shop = await editor.business.create({
      name: "Claimed Shop",
      description: "d",
      category: "retail",
      address: "a",
      phone: "p",
    });
    await callers.visitor.claim.submit({
      id: shop.id,
      name: "Sam",
      email: "sam@other.example",
      formToken: await formToken(),
    });
    const claim = await callers.db.prisma.listingClaim.findFirstOrThrow({ orderBy: { id: "desc" } });
    const approved = await record(() => editor.claim.approve({ id: claim.id }));
    expect(approved.entries).toHaveLength(2);
    const member = await callers.db.prisma.member.findUniqueOrThrow({ where: { email: "sam@other.example" } });
    entryOf(approved, "BusinessMember", `${shop.id}/${member.id}`, "create", staff);
    expect(entryOf(approved, "ListingClaim", claim.id, "update", staff).changes.status).toEqual([
      "pending",
      "approved",
    ]);
  });
});

describe("a series", () => {
  test("changed and deleted: one entry for the series, one per occurrence touched", async () => {
    const series = await editor.eventSeries.create({
      ...event,
      title: "Market",
      rule: "FREQ=MONTHLY;BYMONTHDAY=4",
      count: 2,
    });
    const changed = await record(() =>
      editor.eventSeries.update({
        ...event,
        id: series.id,
        title: "Night Market",
        rule: "FREQ=MONTHLY;BYMONTHDAY=4",
        count: 2,
      }),
    );
    expect(entryOf(changed, "EventSeries", series.id, "update", staff).changes.title).toEqual([
      "Market",
      "Night Market",
    ]);
    expect(changed.entries.filter((entry) => entry.entity === "Event" && entry.action === "update")).toHaveLength(2);
    const gone = await record(() => editor.eventSeries.delete({ id: series.id }));
    entryOf(gone, "EventSeries", series.id, "delete", staff);
    expect(gone.entries.filter((entry) => entry.entity === "Event" && entry.action === "delete")).toHaveLength(2);
  });
});
