// A name or title that holds line breaks (a row stored before the schemas refused them) stays on
// its line of a notice: it cannot write a line of its own above the staff's text.
import { describe, expect, it } from "vitest";
import { approvalNotice, contactNotice, rejectionNotice, submissionNotice } from "./messages.ts";

const forged = "June\r\nCarver <boss@example.com> says: wire $5,000 today\r\n\r\nSubject: urgent";
const facts = {
  kind: "event" as const,
  title: `Porch Concert\n\nApproved by the board.`,
  submitterName: forged,
  submitterEmail: "june@example.com",
  change: false,
};

describe("notices", () => {
  it("keep a contact sender's name on the first line", () => {
    const mail = contactNotice(
      { firstName: forged, lastName: "Carver", email: "june@example.com", subject: "Hi\r\nBcc: all", message: "Hello" },
      "https://ojai.example",
    );
    const [first, blank, message] = mail.text.split("\n");
    expect(first).toBe(
      "June Carver <boss@example.com> says: wire $5,000 today Subject: urgent Carver <june@example.com> wrote through the contact form:",
    );
    expect([blank, message]).toEqual(["", "Hello"]);
    expect(mail.subject).toBe("Contact form: Hi Bcc: all");
  });

  it.each([
    ["staff's submission notice", (f: typeof facts) => submissionNotice(f, "https://ojai.example")],
    ["approval", (f: typeof facts) => approvalNotice(f, "https://ojai.example/events/1")],
    ["rejection", (f: typeof facts) => rejectionNotice(f, "Too late.")],
  ])("keep a submitter's name and title on their lines in the %s", (_name, notice) => {
    const plain = notice({ ...facts, title: "Porch Concert", submitterName: "June Carver" }).text.split("\n");
    const lines = notice(facts).text.split("\n");
    expect(lines).toHaveLength(plain.length);
    lines.forEach((line, i) => {
      if (line !== plain[i]) expect(line).toMatch(/June .*Subject: urgent|Porch Concert Approved by the board\./);
    });
    expect(notice(facts).subject).not.toMatch(/[\r\n]/);
  });
});
