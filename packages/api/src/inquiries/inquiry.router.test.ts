// Inquiries through createCaller: sent with the spam check, mailed to the members (else the listing's
// e-mail) with Reply-To the visitor, kept, counted; refused for a hidden or unreachable business;
// read back only by the business's own members. Delivery over SMTP: apps/server/test/reach/.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addBusiness, addMember, openReachCallers } from "../reach/reach-fixtures.ts";
import { errorCodeOf, T0 } from "../testing/callers.ts";

let callers: Awaited<ReturnType<typeof openReachCallers>>;
beforeAll(async () => {
  callers = await openReachCallers();
});
afterAll(() => callers?.close());

const visitor = { name: "June Carver", email: "june@example.com", message: "Do you cater weddings?" };

const outbox = () => callers.db.prisma.outboxMessage.findMany({ orderBy: { id: "asc" } });

describe("inquiries", () => {
  test("go to every member with Reply-To the visitor, are kept and counted", async () => {
    callers.clock.now = T0;
    const shop = await addBusiness(callers.db, "Two Members Bakery", { email: "hello@bakery.example" });
    await addMember(callers.db, "ana@bakery.example", shop.id);
    await addMember(callers.db, "ben@bakery.example", shop.id);
    const before = (await outbox()).length;
    const receipt = await callers.sender.inquiry.send({ id: shop.id, ...visitor, formToken: await callers.token() });
    expect(receipt).toEqual({ success: true, message: "Message sent" });
    const mails = (await outbox()).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ana@bakery.example", "ben@bakery.example"]);
    for (const mail of mails) {
      expect(mail.replyTo).toBe("june@example.com");
      expect(mail.subject).toBe("Message from June Carver through your listing");
      expect(mail.text).toContain("> Do you cater weddings?");
    }
    const kept = await callers.db.prisma.inquiry.findMany({ where: { businessId: shop.id } });
    expect(kept).toMatchObject([visitor]);
    const day = await callers.db.prisma.listingReachDay.findFirst({ where: { businessId: shop.id } });
    expect(day).toMatchObject({ inquiries: 1, views: 0 });
    expect(day?.day.toISOString().slice(0, 10)).toBe("2026-06-15");
  });

  test("without members go to the listing's e-mail; without either are refused 409", async () => {
    const listed = await addBusiness(callers.db, "Listed Only", { email: "owner@listed.example" });
    const before = (await outbox()).length;
    await callers.sender.inquiry.send({ id: listed.id, ...visitor, formToken: await callers.token() });
    expect((await outbox()).slice(before).map((mail) => mail.to)).toEqual(["owner@listed.example"]);
    const silent = await addBusiness(callers.db, "No Address", { email: null });
    expect(
      await errorCodeOf(callers.sender.inquiry.send({ id: silent.id, ...visitor, formToken: await callers.token() })),
    ).toBe("CONFLICT");
  });

  test("a hidden or missing business is 404, and nothing is kept", async () => {
    const hidden = await addBusiness(callers.db, "Hidden Shop", { email: "a@hidden.example", published: false });
    for (const id of [hidden.id, 999_999])
      expect(await errorCodeOf(callers.sender.inquiry.send({ id, ...visitor, formToken: await callers.token() }))).toBe(
        "NOT_FOUND",
      );
    expect(await callers.db.prisma.inquiry.count({ where: { businessId: hidden.id } })).toBe(0);
  });

  test("the spam check: no token, a filled honeypot, a token used twice", async () => {
    const shop = await addBusiness(callers.db, "Spam Target", { email: "a@spam.example" });
    const refused = async (fields: object) =>
      (await callers.sender.inquiry.send({ id: shop.id, ...visitor, ...fields }).catch((error) => error))?.cause
        ?.errorCode;
    expect(await refused({})).toBe("SPAM_CHECK");
    expect(await refused({ formToken: await callers.token(), url: "http://spam.example" })).toBe("SPAM_CHECK");
    expect(await refused({ formToken: await callers.token(500) })).toBe("SPAM_CHECK");
    const token = await callers.token();
    await callers.sender.inquiry.send({ id: shop.id, ...visitor, formToken: token });
    expect(await refused({ formToken: token })).toBe("SPAM_CHECK");
    expect(await callers.db.prisma.inquiry.count({ where: { businessId: shop.id } })).toBe(1);
  });

  test("a name with a line break is refused; a message's lines stay quoted", async () => {
    const shop = await addBusiness(callers.db, "Header Safe", { email: "a@safe.example" });
    const bad = { ...visitor, name: "Eve\r\nBcc: everyone@example.com" };
    expect(
      await errorCodeOf(callers.sender.inquiry.send({ id: shop.id, ...bad, formToken: await callers.token() })),
    ).toBe("BAD_REQUEST");
    const before = (await outbox()).length;
    const forged = "From: staff@chamber.example\nSubject: urgent\n\nPay now";
    await callers.sender.inquiry.send({ id: shop.id, ...visitor, message: forged, formToken: await callers.token() });
    const [mail] = (await outbox()).slice(before);
    const lines = mail?.text.split("\n") ?? [];
    expect(lines[0]).toBe("A visitor wrote to Header Safe through its listing in the chamber's directory.");
    expect(lines.filter((line) => /^(From|Subject):/.test(line))).toEqual([]);
    expect(mail?.text).toContain("> From: staff@chamber.example\n> Subject: urgent\n> \n> Pay now");
  });

  test("the inbox: a member reads their own business's, another business is 404", async () => {
    const mine = await addBusiness(callers.db, "Inbox Mine", { email: "a@mine.example" });
    const theirs = await addBusiness(callers.db, "Inbox Theirs", { email: "a@theirs.example" });
    const member = await addMember(callers.db, "owner@mine.example", mine.id);
    await callers.sender.inquiry.send({ id: mine.id, ...visitor, formToken: await callers.token() });
    const me = callers.memberCaller(member);
    expect(await me.account.inquiries({ id: mine.id })).toMatchObject([{ ...visitor, createdAt: T0.toISOString() }]);
    expect(await errorCodeOf(me.account.inquiries({ id: theirs.id }))).toBe("NOT_FOUND");
    expect(await errorCodeOf(callers.admin.account.inquiries({ id: mine.id }))).toBe("UNAUTHORIZED");
    expect(await errorCodeOf(callers.visitor.account.inquiries({ id: mine.id }))).toBe("UNAUTHORIZED");
  });
});
