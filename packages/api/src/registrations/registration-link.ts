// A registrant's personal link (view or cancel): `<registration id>.<signature>`, signed with a key
// only the server knows, so it can be mailed again at any time and is never stored. Also the
// facts every registration message is written from.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "@chamber/db";
import type { Context } from "../context.ts";
import { serverKey } from "../secrets/server-key.ts";
import type { Organizer } from "./chamber-organizer.ts";
import type { RegistrationEvent, RegistrationMailFacts } from "./registration-mail.ts";

const SECRET_NAME = "registration-link";
/** 128 bits of the signature: enough against guessing, short enough for a small QR code. */
const SIGNATURE_LENGTH = 22;

async function signature(prisma: Database["prisma"], id: number): Promise<string> {
  const key = await serverKey(prisma, SECRET_NAME);
  return createHmac("sha256", key).update(`registration:${id}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

async function manageToken(prisma: Database["prisma"], id: number): Promise<string> {
  return `${id}.${await signature(prisma, id)}`;
}

/** The registration a token names; null for one that is malformed or not signed by this server. */
export async function registrationIdOf(prisma: Database["prisma"], token: string): Promise<number | null> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(await signature(prisma, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The site's address for links in messages and answers ("" when none is set: links relative to the site). */
const siteUrl = (ctx: Pick<Context, "mail" | "publicUrl">) => ctx.mail?.publicUrl ?? ctx.publicUrl;

export async function manageUrl(ctx: Pick<Context, "mail" | "publicUrl" | "prisma">, id: number): Promise<string> {
  return `${siteUrl(ctx)}/registrations/${await manageToken(ctx.prisma, id)}`;
}

/**
 * What a message to `registration`'s person is written from; `organizer` (chamberOrganizer) is read
 * once by the caller, however many people it writes to.
 */
export async function mailFacts(
  ctx: Pick<Context, "mail" | "publicUrl" | "prisma" | "zone">,
  event: RegistrationEvent,
  registration: RegistrationMailFacts["registration"],
  organizer: Organizer,
): Promise<RegistrationMailFacts> {
  return {
    event,
    registration,
    manageUrl: await manageUrl(ctx, registration.id),
    eventUrl: `${siteUrl(ctx)}/events/${event.id}`,
    zone: ctx.zone,
    organizer,
  };
}
