// Signing up for an event, the staff's side (docs/decisions/029-event-registration.md): the
// settings of an event or a series, the list with its counts, people added, cancelled, checked in
// or moved from the waitlist by hand, and a message to everyone registered.
import {
  idParam,
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

const tags = ["registrations"];
const write = writeProcedure("events");

const notBuiltYet = () => new TRPCError({ code: "NOT_IMPLEMENTED", message: "Registration is being built" });

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
    .query(() => {
      throw notBuiltYet();
    }),

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
    .mutation(() => {
      throw notBuiltYet();
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
    .query(() => {
      throw notBuiltYet();
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
    .mutation(() => {
      throw notBuiltYet();
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
    .query(() => {
      throw notBuiltYet();
    }),

  list: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/registrations",
        tags,
        protect: true,
        summary: "Everyone registered for an event, with their answers",
        description:
          "Confirmed first, then the waitlist in its order, then the cancelled. As CSV: GET /events/{id}/registrations.csv.",
      },
    })
    .input(idParam)
    .output(registrationList)
    .query(() => {
      throw notBuiltYet();
    }),

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
    .mutation(() => {
      throw notBuiltYet();
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
    .mutation(() => {
      throw notBuiltYet();
    }),

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
    .mutation(() => {
      throw notBuiltYet();
    }),

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
    .mutation(() => {
      throw notBuiltYet();
    }),

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
    .mutation(() => {
      throw notBuiltYet();
    }),

  message: write
    .meta({
      successStatus: 202,
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations/message",
        tags,
        protect: true,
        summary: "Write to everyone registered (through the outbox)",
      },
    })
    .input(registrationMessageInput)
    .output(registrationMessageReceipt)
    .mutation(() => {
      throw notBuiltYet();
    }),
});
