// Signing up for an event, the public side (docs/decisions/029-event-registration.md): what the
// event page shows of its registration, a visitor's registration (protected like the public
// submissions: form token, honeypot, limits per client and per address), and the registrant's own
// link to view or cancel it.

import { visibleWhere } from "@chamber/core";
import {
  idParam,
  manageTokenParam,
  registrationInput,
  registrationReceipt,
  registrationState,
  registrationView,
} from "@chamber/core/schemas";
import { limitRegistrations } from "../rate-limit/middleware.ts";
import { checkSpamFields, spendFormToken } from "../submissions/form-token.ts";
import { notFound, publicProcedure, router, visitorWriteProcedure } from "../trpc.ts";
import { checkAnswers } from "./registration-answers.ts";
import { manageUrl } from "./registration-link.ts";
import { cancelPlaces, takePlaces } from "./registration-places.ts";
import { alreadyRegistered, mailLinkAgain, ownRegistration, registrationClosed } from "./registration-refusals.ts";
import { findEventRegistration } from "./registration-settings.ts";
import { registrationStateOf, visibleState } from "./registration-state.ts";
import { viewOf, waitlistPosition } from "./registration-view.ts";

const tags = ["registrations"];

export const registrationRouter = router({
  state: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/events/{id}/registration",
        tags,
        protect: false,
        summary: "An event's registration: open or not, places left, the questions",
        description:
          "An occurrence of a series takes its series' settings and counts its own places. 404 for an event not on the site, or one that takes no registrations.",
      },
    })
    .input(idParam)
    .output(registrationState)
    .query(async ({ ctx, input }) => {
      const state = await visibleState(ctx, input.id);
      if (!state) throw notFound("Registration");
      return state;
    }),

  // The event page's own read, with no REST path: null where the REST read answers 404, so a
  // browser moving to an event that takes no registrations makes no failing request (a console
  // error in every visitor's developer tools).
  block: publicProcedure
    .input(idParam)
    .output(registrationState.nullable())
    .query(({ ctx, input }) => visibleState(ctx, input.id)),

  register: visitorWriteProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/events/{id}/registrations",
        tags,
        protect: false,
        summary: "Register for an event",
        description:
          'Answers 201 `{ status: "confirmed" | "waitlisted", manageUrl }` and mails the confirmation with the invite (.ics). 404 for an event not on the site or taking no registrations. 409 `ALREADY_REGISTERED` when the address holds a registration for this event (its link is mailed again); 409 `REGISTRATION_CLOSED` past its closing time, before it opens, when turned off, or for a cancelled or postponed event; 400 naming each bad field (`places`, `answers.<question id>`); 400 `SPAM_CHECK` as for the public submissions. Rate-limited: 10 an hour per client and 3 an hour per address (429).',
        successDescription: "Registered (confirmed or waitlisted)",
      },
    })
    .input(registrationInput)
    // After the input: the limit per address reads it.
    .use(limitRegistrations)
    .output(registrationReceipt)
    .mutation(async ({ ctx, input: { id, formToken, url, name, email, places, answers } }) => {
      const now = ctx.now();
      const nonce = await checkSpamFields(ctx.prisma, { formToken, url }, now);
      const found = await findEventRegistration(ctx.prisma, { id, ...visibleWhere(now) });
      if (!found?.settings) throw notFound("Registration");
      const state = registrationStateOf(found.event, found.settings, 0, now);
      if (!state.open) throw registrationClosed(state.state);
      const kept = checkAnswers(found.settings, places, answers);
      await spendFormToken(ctx.prisma, nonce, now);
      const person = { name, email, places, answers: kept, addedByStaff: false };
      const { registration, duplicate } = await takePlaces(ctx, ctx.prisma, found.event, person, true);
      if (duplicate) {
        await mailLinkAgain(ctx, found.event, registration);
        throw alreadyRegistered();
      }
      return {
        status: registration.status === "confirmed" ? ("confirmed" as const) : ("waitlisted" as const),
        manageUrl: await manageUrl(ctx, registration.id),
      };
    }),

  mine: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/registrations/{token}",
        tags,
        protect: false,
        summary: "Your registration, by your personal link",
        description: "404 for a link that is not valid.",
      },
    })
    .input(manageTokenParam)
    .output(registrationView)
    .query(async ({ ctx, input }) => {
      const { found, registration } = await ownRegistration(ctx.prisma, input.token);
      return viewOf(found, registration, await waitlistPosition(ctx.prisma, registration), ctx.now());
    }),

  cancelMine: visitorWriteProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/registrations/{token}",
        tags,
        protect: false,
        summary: "Cancel your registration, by your personal link",
        description:
          "Frees its places: the first on the waitlist who fits is confirmed and told by e-mail. Cancelling again answers the cancelled registration. 404 for a link that is not valid; 409 once the event has started.",
      },
    })
    .input(manageTokenParam)
    .output(registrationView)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const { found, registration } = await ownRegistration(ctx.prisma, input.token);
      if (registration.status === "cancelled") return viewOf(found, registration, null, now);
      if (now >= found.event.date) throw registrationClosed("started");
      const cancelled = await cancelPlaces(ctx, ctx.prisma, found.event, registration.id);
      return viewOf(found, cancelled, null, now);
    }),
});
