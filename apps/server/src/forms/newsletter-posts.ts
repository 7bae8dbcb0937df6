// A newsletter subscriber's pages used without a script (/newsletter/confirm/{token} and
// /newsletter/unsubscribe/{token}): their forms post back to the page with `action` = confirm,
// unsubscribe or lists (the checked `lists`), and the same procedures as the script's calls do it.
// Post/Redirect/Get: 303 to the page with `?sent=<action>`, which says what was done, or with
// `?problem=<action>` when it was refused (no list chosen; a link no longer valid shows its 404).
// Their own route, not a public form of form-posts.ts: those forms' names and readings are in every
// page's first script, and these pages are reached only by a mailed link.
import type { SubscriberPreferencesInput } from "@chamber/core/schemas";
import { TRPCClientError } from "@trpc/client";
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/errors.ts";
import type { FormCaller } from "./form-caller.ts";
import { fromAnotherSite } from "./form-posts.ts";

const actions = ["confirm", "unsubscribe", "lists"] as const;
type Action = (typeof actions)[number];

export async function newsletterPosts(app: FastifyInstance, options: { caller: FormCaller }) {
  app.post<{ Params: { step: string; token: string } }>("/newsletter/:step/:token", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    if (!(request.body instanceof URLSearchParams)) return sendError(reply, 415, "Send the form as a web form");
    if (fromAnotherSite(request)) return sendError(reply, 403, "Forms are taken from this site's own pages only");
    const { step, token } = request.params;
    const action = request.body.get("action") as Action;
    if (!["confirm", "unsubscribe"].includes(step) || !actions.includes(action))
      return sendError(reply, 404, "Not found");
    const api = options.caller(request.ip).newsletter;
    const page = `/newsletter/${step}/${encodeURIComponent(token)}`;
    try {
      if (action === "confirm") await api.confirm.mutate({ token });
      else if (action === "unsubscribe") await api.unsubscribe.mutate({ token });
      else {
        // The procedure's schema refuses a value that is no list.
        const lists = request.body.getAll("lists") as SubscriberPreferencesInput["lists"];
        await api.updatePreferences.mutate({ token, lists });
      }
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      return reply.redirect(`${page}?problem=${action}`, 303);
    }
    return reply.redirect(`${page}?sent=${action}`, 303);
  });
}
