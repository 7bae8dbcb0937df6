// The messages of claims and invitations (docs/product.md "Claims and members"). Plain text like
// mail/messages.ts, whose one-line rule they share: a claimant's name or a business's name cannot
// add a header or a line of its own.
import { collapse, oneLine } from "../mail/messages.ts";
import type { MailMessage } from "../mail/outbox.ts";

interface Person {
  name: string;
  email: string;
}

const signature = ["", "— The chamber staff"];

/** To a claimant whose address matched the listing: the link that proves it (15 minutes). */
export function claimLinkMessage(claimant: Person, business: string, url: string): MailMessage {
  return {
    to: claimant.email,
    subject: oneLine(`Confirm that you manage “${business}”`),
    text: [
      `Hello ${collapse(claimant.name)},`,
      "",
      `You asked to manage the listing of “${collapse(business)}” in our directory. Open this link within 15 minutes to confirm it; you will be signed in and can edit the listing at once:`,
      url,
      "",
      "If you did not ask for this, ignore this e-mail: nothing changes without the link.",
      ...signature,
    ].join("\n"),
  };
}

/** To a claimant who can already edit the listing: a sign-in link instead of a new claim. */
export function alreadyMemberMessage(claimant: Person, business: string, url: string): MailMessage {
  return {
    to: claimant.email,
    subject: oneLine(`You already manage “${business}”`),
    text: [
      `Hello ${collapse(claimant.name)},`,
      "",
      `You can already edit the listing of “${collapse(business)}”. Sign in with this link (valid 15 minutes):`,
      url,
      ...signature,
    ].join("\n"),
  };
}

/** To staff: a claim they must judge (the address did not match the listing). */
export function claimStaffNotice(claimant: Person, business: string, publicUrl: string): MailMessage {
  return {
    to: "staff",
    replyTo: claimant.email,
    subject: oneLine(`Claim to review: “${business}”`),
    text: [
      `${collapse(claimant.name)} <${claimant.email}> says they manage “${collapse(business)}”.`,
      "Their address does not match the listing's e-mail or website, so it waits for you.",
      "",
      `Approve or refuse it: ${publicUrl}/admin/members`,
    ].join("\n"),
  };
}

/** To a claimant staff approved: access, and a sign-in link that waits 72 hours. */
export function claimApprovedMessage(claimant: Person, business: string, url: string): MailMessage {
  return {
    to: claimant.email,
    subject: oneLine(`You can now edit “${business}”`),
    text: [
      `Hello ${collapse(claimant.name)},`,
      "",
      `We approved your claim: you can now edit the listing of “${collapse(business)}”. Sign in with this link (valid 72 hours; later, ask for a new one on the sign-in page):`,
      url,
      ...signature,
    ].join("\n"),
  };
}

/** To a claimant staff refused, with their reason. */
export function claimRejectedMessage(claimant: Person, business: string, reason: string): MailMessage {
  return {
    to: claimant.email,
    subject: oneLine(`Your claim of “${business}”`),
    text: [
      `Hello ${collapse(claimant.name)},`,
      "",
      `We could not approve your claim of the listing “${collapse(business)}”, for this reason:`,
      "",
      reason,
      "",
      "If you think this is a mistake, reply through the contact page of the site.",
      ...signature,
    ].join("\n"),
  };
}

/** To a person staff invited to edit a listing. */
export function inviteMessage(person: Person, business: string, url: string): MailMessage {
  return {
    to: person.email,
    subject: oneLine(`Invitation to edit “${business}”`),
    text: [
      `Hello ${collapse(person.name)},`,
      "",
      `The chamber's staff gave you access to the listing of “${collapse(business)}” in our directory: its details, opening hours, photos and the messages visitors send. Sign in with this link (valid 72 hours; later, ask for a new one on the sign-in page):`,
      url,
      ...signature,
    ].join("\n"),
  };
}
