// What staff do to one registration (docs/decisions/029-event-registration.md): add a person by hand
// (counted against the capacity like anyone: waitlisted when full), cancel, check in or undo
// (moderators too; doing it twice changes nothing), move from the waitlist (past the capacity if
// staff so decide: they know the room), and write to everyone registered.
import type { ListPagingInput } from "@chamber/core/schemas";
import type { PrismaClient } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import type { Context } from "../context.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { notFound } from "../trpc.ts";
import { countsOf, listOf, staffViewOf } from "./registration-counts.ts";
import { manageUrl } from "./registration-link.ts";
import { cancelPlaces, confirm, lockEvent, type PlacesContext } from "./registration-places.ts";
import { type EventRegistration, findEventRegistration } from "./registration-settings.ts";
import { waitlistPosition } from "./registration-view.ts";

type StaffContext = PlacesContext & { prisma: PrismaClient };

/** The event (hidden ones too) with its settings; 404 when it does not exist. */
export async function eventOf(prisma: Parameters<typeof findEventRegistration>[0], id: number) {
  const found = await findEventRegistration(prisma, { id });
  if (!found) throw notFound("Event");
  return found;
}

export async function seriesExists(prisma: Parameters<typeof findEventRegistration>[0], id: number) {
  if (!(await prisma.eventSeries.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Event series");
}

/** The event (any, hidden too) with its settings, and one of its registrations; 404 when either is missing. */
async function eventAndRegistration(ctx: StaffContext, ref: { id: number; registrationId: number }) {
  const found = await findEventRegistration(ctx.prisma, { id: ref.id });
  const registration =
    found && (await ctx.prisma.registration.findFirst({ where: { id: ref.registrationId, eventId: ref.id } }));
  if (!found || !registration) throw notFound("Registration");
  return { found, registration };
}

/** The registration's line in the staff's list as it is now. */
export async function staffLine(ctx: StaffContext, id: number) {
  const row = await ctx.prisma.registration.findUniqueOrThrow({ where: { id } });
  return staffViewOf(row, await waitlistPosition(ctx.prisma, row));
}

const refused = (message: string) => new TRPCError({ code: "CONFLICT", message });

export async function staffCancel(ctx: StaffContext, ref: { id: number; registrationId: number }) {
  const { found, registration } = await eventAndRegistration(ctx, ref);
  await cancelPlaces(ctx, ctx.prisma, found.event, registration.id);
  return staffLine(ctx, registration.id);
}

/** Checks a confirmed person in (`at`), or undoes it (null); the same twice changes nothing. */
export async function setCheckedIn(ctx: StaffContext, ref: { id: number; registrationId: number }, at: Date | null) {
  const { registration } = await eventAndRegistration(ctx, ref);
  if (at && registration.status !== "confirmed")
    throw refused(
      registration.status === "waitlisted"
        ? "This person is on the waitlist: move them to confirmed first"
        : "This registration was cancelled",
    );
  if ((registration.checkedInAt === null) !== (at === null))
    await ctx.prisma.registration.update({ where: { id: registration.id }, data: { checkedInAt: at } });
  return staffLine(ctx, registration.id);
}

/** Confirms a waitlisted person whatever the places left, and tells them; a confirmed one stays as is. */
export async function staffPromote(ctx: StaffContext, ref: { id: number; registrationId: number }) {
  const { found, registration } = await eventAndRegistration(ctx, ref);
  await lockEvent(ctx.prisma, found.event.id);
  const now = await ctx.prisma.registration.findUniqueOrThrow({ where: { id: registration.id } });
  if (now.status === "cancelled") throw refused("This registration was cancelled");
  if (now.status === "waitlisted") await confirm(ctx, ctx.prisma, found.event, now);
  return staffLine(ctx, registration.id);
}

/**
 * Queues `subject`/`text` to everyone confirmed (and waitlisted when asked), each with their own
 * link at the foot; answers how many were queued (none when mail is off).
 */
export async function messageEveryone(
  ctx: StaffContext,
  found: EventRegistration,
  message: { subject: string; text: string; includeWaitlist: boolean },
): Promise<number> {
  if (!ctx.mail) return 0;
  const statuses = message.includeWaitlist ? (["confirmed", "waitlisted"] as const) : (["confirmed"] as const);
  const people = await ctx.prisma.registration.findMany({
    where: { eventId: found.event.id, status: { in: [...statuses] } },
    orderBy: { id: "asc" },
  });
  const mails = await Promise.all(
    people.map(async (person) => ({
      to: person.email,
      subject: message.subject,
      text: `${message.text}\n\n—\n${found.event.title}\nYour registration: ${await manageUrl(ctx, person.id)}\n`,
    })),
  );
  await enqueueMail(ctx.prisma, ctx, ...mails);
  ctx.mail.wake?.();
  return mails.length;
}

/**
 * One event's registrations as staff see them: its settings, counts and registrations, the last
 * paged as every REST list is (docs/decisions/033-rest-list-paging.md) while the counts stay whole.
 */
export async function registrationSheet(ctx: Context, input: ListPagingInput & { id: number }) {
  const { settings } = await eventOf(ctx.prisma, input.id);
  const [counts] = await countsOf(ctx.prisma, [input.id]);
  if (!counts) throw notFound("Event");
  const registrations = await pageOfList(ctx, input, await listOf(ctx.prisma, input.id), updatedAtOf("registration"));
  return { eventId: input.id, settings, counts, registrations };
}
