// Signing up for an event, the staff's side (docs/decisions/029-event-registration.md): the
// settings of an event or a series, the list with its counts, people added, cancelled, checked in
// or moved from the waitlist by hand, and a message to everyone registered.
import {
  idParam,
  listPaging,
  registrationCounts,
  registrationCountsQuery,
  registrationList,
  registrationMessageInput,
  registrationMessageReceipt,
  registrationRef,
  registrationSettingsInput,
  registrationSettingsOutput,
  staffRegistration,
  staffRegistrationInput,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { adminProcedure, router, writeProcedure } from "../trpc.ts";
import { checkAnswers } from "./registration-answers.ts";
import { countsOf } from "./registration-counts.ts";
import { takePlaces } from "./registration-places.ts";
import { alreadyRegistered } from "./registration-refusals.ts";
import { settingsOutput, settingsSelect } from "./registration-settings.ts";
import { saveEventSettings, saveSeriesSettings } from "./registration-settings-write.ts";
import {
  eventOf,
  messageEveryone,
  registrationSheet,
  seriesExists,
  setCheckedIn,
  staffCancel,
  staffLine,
  staffPromote,
} from "./registration-staff-ops.ts";

const tags = ["registrations"];
const write = writeProcedure("events");

export const registrationStaffRouter = router({
  settings: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/registration/settings",
        tags,
        protect: true,
        summary: "An event's registration settings (its own, or its series')",
        description: "null when it takes no registrations.",
      },
    })
    .input(idParam)
    .output(registrationSettingsOutput.nullable())
    .query(async ({ ctx, input }) => (await eventOf(ctx.prisma, input.id)).settings),

  updateSettings: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/events/{id}/registration",
        tags,
        protect: true,
        summary: "Set an event's registration",
        description:
          "The whole settings. A larger capacity confirms the first on the waitlist who fit, and tells them by e-mail.",
      },
    })
    .input(registrationSettingsInput)
    .output(registrationSettingsOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await eventOf(ctx.prisma, id);
      return saveEventSettings(ctx, ctx.prisma, id, fields);
    }),

  seriesSettings: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/event-series/{id}/registration",
        tags,
        protect: true,
        summary: "A series' registration settings",
      },
    })
    .input(idParam)
    .output(registrationSettingsOutput.nullable())
    .query(async ({ ctx, input }) => {
      await seriesExists(ctx.prisma, input.id);
      const row = await ctx.prisma.registrationSettings.findUnique({
        where: { seriesId: input.id },
        select: settingsSelect,
      });
      return row && settingsOutput(row, "series");
    }),

  updateSeriesSettings: write
    .meta({
      openapi: {
        method: "PUT",
        path: "/event-series/{id}/registration",
        tags,
        protect: true,
        summary: "Set a series' registration (each occurrence counts its own places)",
      },
    })
    .input(registrationSettingsInput)
    .output(registrationSettingsOutput)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await seriesExists(ctx.prisma, id);
      return saveSeriesSettings(ctx, ctx.prisma, id, fields);
    }),

  counts: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/registration-counts",
        tags,
        protect: true,
        summary: "Registered places, capacity and waitlist of several events (the admin's cards)",
      },
    })
    .input(registrationCountsQuery)
    .output(z.array(registrationCounts))
    .query(({ ctx, input }) => countsOf(ctx.prisma, input.ids)),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/registrations",
        tags,
        protect: true,
        summary: "Everyone registered for an event, with their answers",
        description:
          "Confirmed first, then the waitlist in its order, then the cancelled. `limit`, `cursor` and `updatedSince` page `registrations` as every list is paged (the headers count registrations; `counts` stays the whole event's). As CSV: GET /events/{id}/registrations.csv.",
      },
    })
    .input(idParam.extend(listPaging))
    .output(registrationList)
    .query(({ ctx, input }) => registrationSheet(ctx, input)),

  add: write
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations/manual",
        tags,
        protect: true,
        summary: "Add a person by hand",
      },
    })
    .input(staffRegistrationInput)
    .output(staffRegistration)
    .mutation(async ({ ctx, input: { id, notify, answers, ...person } }) => {
      const { event, settings } = await eventOf(ctx.prisma, id);
      if (!settings)
        throw new TRPCError({
          code: "CONFLICT",
          message: "This event takes no registrations: turn registration on first",
        });
      const kept = checkAnswers(settings, person.places, answers, true);
      const taken = await takePlaces(ctx, ctx.prisma, event, { ...person, answers: kept, addedByStaff: true }, notify);
      if (taken.duplicate) throw alreadyRegistered(false);
      return staffLine(ctx, taken.registration.id);
    }),

  cancel: write
    .meta({
      openapi: {
        method: "DELETE",
        path: "/events/{id}/registrations/{registrationId}",
        tags,
        protect: true,
        summary: "Cancel a person's registration (they are told by e-mail)",
      },
    })
    .input(registrationRef)
    .output(staffRegistration)
    .mutation(({ ctx, input }) => staffCancel(ctx, input)),

  checkIn: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations/{registrationId}/check-in",
        tags,
        protect: true,
        summary: "Check a person in at the door",
      },
    })
    .input(registrationRef)
    .output(staffRegistration)
    .mutation(({ ctx, input }) => setCheckedIn(ctx, input, ctx.now())),

  undoCheckIn: write
    .meta({
      requires: "moderator",
      openapi: {
        method: "DELETE",
        path: "/events/{id}/registrations/{registrationId}/check-in",
        tags,
        protect: true,
        summary: "Undo a check-in",
      },
    })
    .input(registrationRef)
    .output(staffRegistration)
    .mutation(({ ctx, input }) => setCheckedIn(ctx, input, null)),

  promote: write
    .meta({
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations/{registrationId}/promote",
        tags,
        protect: true,
        summary: "Move a person from the waitlist to confirmed (they are told by e-mail)",
      },
    })
    .input(registrationRef)
    .output(staffRegistration)
    .mutation(({ ctx, input }) => staffPromote(ctx, input)),

  message: write
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations/message",
        successDescription: "Accepted: the messages are queued in the outbox",
        tags,
        protect: true,
        summary: "Write to everyone registered (through the outbox)",
      },
    })
    .input(registrationMessageInput)
    .output(registrationMessageReceipt)
    .mutation(async ({ ctx, input: { id, ...message } }) => ({
      queued: await messageEveryone(ctx, await eventOf(ctx.prisma, id), message),
    })),
});
