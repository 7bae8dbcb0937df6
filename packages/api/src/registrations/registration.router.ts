// Signing up for an event, the public side (docs/decisions/029-event-registration.md): what the
// event page shows of its registration, a visitor's registration (protected like the public
// submissions: form token, honeypot, limits per client and per address), and the registrant's own
// link to view or cancel it.
import {
  idParam,
  manageTokenParam,
  registrationInput,
  registrationReceipt,
  registrationState,
  registrationView,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { publicProcedure, router, visitorWriteProcedure } from "../trpc.ts";

const tags = ["registrations"];

const notBuiltYet = () => new TRPCError({ code: "NOT_IMPLEMENTED", message: "Registration is being built" });

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
    .query(() => {
      throw notBuiltYet();
    }),

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
          'Answers 201 `{ status: "confirmed" | "waitlisted", manageUrl }` and mails the confirmation with the invite (.ics). 409 `ALREADY_REGISTERED` when the address holds a registration for this event (its link is mailed again); 409 `REGISTRATION_CLOSED` past its closing time, before it opens, or when turned off; 400 naming each bad field; 400 `SPAM_CHECK` as for the public submissions.',
        successDescription: "Registered (confirmed or waitlisted)",
      },
    })
    .input(registrationInput)
    .output(registrationReceipt)
    .mutation(() => {
      throw notBuiltYet();
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
    .query(() => {
      throw notBuiltYet();
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
          "Frees its places: the first on the waitlist who fits is confirmed and told by e-mail. Cancelling again answers the cancelled registration. 404 for a link that is not valid.",
      },
    })
    .input(manageTokenParam)
    .output(registrationView)
    .mutation(() => {
      throw notBuiltYet();
    }),
});
