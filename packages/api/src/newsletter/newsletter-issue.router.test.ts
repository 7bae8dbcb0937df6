// Newsletter issues through createCaller: an editor's work only, inputs checked, an issue sent
// once, a test copy to the caller alone, the mail's parts and links, and the public archive showing
// only what was sent. Sending itself (pacing, restart, bounces) is the server's integration test.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createInnerContext } from "../context.ts";
import { mediaUses } from "../media/media-usage.ts";
import { createCaller } from "../root.ts";
import { type Callers, errorCodeOf, openCallers, testAdmin } from "../testing/callers.ts";
import { startDueIssues } from "./newsletter-delivery.ts";

const PUBLIC_URL = "https://chamber.example";
let callers: Callers;
let editor: ReturnType<typeof createCaller>;
let moderator: ReturnType<typeof createCaller>;
let unmailed: ReturnType<typeof createCaller>;

const issue = { subject: "June in the valley", list: "news" as const, body: "## Hello\n\n[Art walk](/events/1)" };

beforeAll(async () => {
  callers = await openCallers();
  const person = await callers.db.prisma.adminUser.create({
    data: { email: "editor@chamber.example", name: "Eddie Tor", role: "editor", passwordHash: "-" },
  });
  const context = { db: callers.db, now: () => callers.clock.now, mail: { staffEmail: null, publicUrl: PUBLIC_URL } };
  editor = createCaller(
    createInnerContext({ ...context, admin: { ...testAdmin("editor", person.id), email: person.email } }),
  );
  moderator = createCaller(createInnerContext({ ...context, admin: testAdmin("moderator") }));
  unmailed = createCaller(
    createInnerContext({ db: callers.db, now: () => callers.clock.now, admin: testAdmin("editor", person.id) }),
  );
  await callers.db.prisma.newsletterSubscription.createMany({
    data: [
      { email: "one@example.com", status: "confirmed", isActive: true, lists: ["news"] },
      { email: "two@example.com", status: "confirmed", isActive: true, lists: ["news", "events"] },
      { email: "waiting@example.com", status: "pending", lists: ["news"] },
      { email: "events@example.com", status: "confirmed", isActive: true, lists: ["events"] },
    ],
  });
});
afterAll(() => callers?.close());

describe("newsletter issues", () => {
  test("are an editor's: a visitor is refused 401, a moderator 403", async () => {
    expect(await errorCodeOf(callers.visitor.newsletterIssue.list({}))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(moderator.newsletterIssue.list({}))).toBe("FORBIDDEN");
    expect(await errorCodeOf(moderator.newsletterIssue.create(issue))).toBe("FORBIDDEN");
    const made = await editor.newsletterIssue.create(issue);
    expect(made).toMatchObject({ ...issue, status: "draft", createdBy: "Eddie Tor", sentAt: null });
    expect((await editor.newsletterIssue.list({})).map((row) => row.id)).toContain(made.id);
  });

  test("refuse an empty subject, an unknown list and a photo from another site", async () => {
    expect(await errorCodeOf(editor.newsletterIssue.create({ ...issue, subject: " " }))).toBe("BAD_REQUEST");
    expect(await errorCodeOf(editor.newsletterIssue.create({ ...issue, list: "all" as never }))).toBe("BAD_REQUEST");
    const outside = editor.newsletterIssue.create({ ...issue, body: "![x](https://elsewhere.example/x.png)" });
    await expect(outside).rejects.toThrow(/media library/);
    const { id } = await editor.newsletterIssue.create(issue);
    expect(await errorCodeOf(editor.newsletterIssue.update({ id, ...issue, status: "sent" as never }))).toBe(
      "BAD_REQUEST",
    );
  });

  test("go out once, to the confirmed subscribers of their list", async () => {
    const { id } = await editor.newsletterIssue.create(issue);
    expect(await editor.newsletterIssue.send({ id })).toMatchObject({ status: "sending" });
    expect(await errorCodeOf(editor.newsletterIssue.send({ id }))).toBe("CONFLICT");
    expect(await errorCodeOf(editor.newsletterIssue.update({ id, ...issue }))).toBe("CONFLICT");
    expect(await errorCodeOf(editor.newsletterIssue.delete({ id }))).toBe("CONFLICT");
    const deliveries = await callers.db.prisma.newsletterDelivery.findMany({
      where: { issueId: id },
      select: { subscription: { select: { email: true } } },
    });
    expect(deliveries.map((row) => row.subscription.email).sort()).toEqual(["one@example.com", "two@example.com"]);
    expect(await editor.newsletterIssue.progress({ id })).toEqual({
      total: 2,
      sent: 0,
      failed: 0,
      left: 2,
      status: "sending",
    });
    expect(
      await errorCodeOf(unmailed.newsletterIssue.send({ id: (await editor.newsletterIssue.create(issue)).id })),
    ).toBe("CONFLICT");
  });

  test("send a test copy to the caller's own address only", async () => {
    const { id } = await editor.newsletterIssue.create(issue);
    const before = await callers.db.prisma.outboxMessage.count();
    expect(await editor.newsletterIssue.test({ id })).toEqual({ success: true, to: "editor@chamber.example" });
    const queued = await callers.db.prisma.outboxMessage.findMany({ where: { id: { gt: before } } });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: "editor@chamber.example", subject: "[Test] June in the valley" });
    expect(queued[0]?.html).toContain('href="https://chamber.example/events/1"');
    expect(queued[0]?.text).toContain("https://chamber.example/news/newsletters/");
    expect(queued[0]?.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  test("preview as a mail readable in dark mode, with the postal address and the links", async () => {
    const preview = await editor.newsletterIssue.preview(issue);
    expect(preview.html).toContain("color-scheme");
    expect(preview.html).toContain("prefers-color-scheme: dark");
    expect(preview.html).not.toMatch(/<table/);
    expect(preview.html).toContain("View in browser");
    expect(preview.html).toContain(`${PUBLIC_URL}/newsletter/unsubscribe/`);
    expect(preview.text).toContain("Unsubscribe or change which letters you get");
  });

  test("are deleted undoably while draft, and a schedule is cancelled by a PUT back to draft", async () => {
    const { id } = await editor.newsletterIssue.create(issue);
    await editor.newsletterIssue.send({ id, at: new Date(callers.clock.now.getTime() + 86_400_000).toISOString() });
    expect(await errorCodeOf(editor.newsletterIssue.delete({ id }))).toBe("CONFLICT");
    expect(await editor.newsletterIssue.update({ id, ...issue, status: "draft" })).toMatchObject({
      status: "draft",
      scheduledAt: null,
    });
    await editor.newsletterIssue.delete({ id });
    expect((await editor.newsletterIssue.list({})).map((row) => row.id)).not.toContain(id);
    expect(await editor.newsletterIssue.restore({ id })).toMatchObject({ id, status: "draft" });
  });

  test("reach the public archive only once sent", async () => {
    const { id } = await editor.newsletterIssue.create({ ...issue, subject: "Archived" });
    expect(await errorCodeOf(callers.visitor.newsletterIssue.archived({ id }))).toBe("NOT_FOUND");
    await callers.db.prisma.newsletterIssue.update({
      where: { id },
      data: { status: "sent", sentAt: callers.clock.now },
    });
    expect(await callers.visitor.newsletterIssue.archived({ id })).toMatchObject({ id, subject: "Archived" });
    expect((await callers.visitor.newsletterIssue.archive({})).map((row) => row.id)).toContain(id);
  });

  test("start from This month, saying so when there are no deals or jobs", async () => {
    const draft = await editor.newsletterIssue.thisMonth();
    expect(draft).toMatchObject({ status: "draft", list: "news" });
    expect(draft.body).toContain("## Coming up");
    expect(draft.body).toContain("## Latest news");
    expect(draft.body).toContain("## Member deals\n\n_No member deals right now._");
    expect(draft.body).toContain("## Jobs in the valley\n\n_No job openings right now._");
  });

  test("keep the library photos they show in use, and send photos without alt text nowhere", async () => {
    const photo = await callers.db.prisma.image.create({
      data: { hash: "0123456789abcdef", width: 800, height: 600, inLibrary: true, alt: "" },
    });
    const src = `/images/${photo.id}-0123456789abcdef-800.webp`;
    const { id } = await editor.newsletterIssue.create({ ...issue, body: `![](${src})` });
    expect((await mediaUses(callers.db.prisma, [photo.id])).get(photo.id)).toEqual([
      { kind: "newsletter", id, title: issue.subject },
    ]);
    await expect(editor.newsletterIssue.send({ id })).rejects.toThrow(/no alt text/);
  });

  test("start when their scheduled time comes, once, with the subscribers confirmed then", async () => {
    const { id } = await editor.newsletterIssue.create({ ...issue, list: "events" });
    const at = new Date(callers.clock.now.getTime() + 3_600_000);
    expect(await editor.newsletterIssue.send({ id, at: at.toISOString() })).toMatchObject({ status: "scheduled" });
    expect(await startDueIssues(callers.db.prisma, new Date(at.getTime() - 1))).not.toContain(id);
    expect(await startDueIssues(callers.db.prisma, at)).toContain(id);
    expect(await startDueIssues(callers.db.prisma, at)).not.toContain(id);
    expect(await editor.newsletterIssue.progress({ id })).toMatchObject({ total: 2, left: 2, status: "sending" });
  });
});
