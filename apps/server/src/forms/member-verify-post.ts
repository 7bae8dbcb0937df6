// A member's mailed link used without a script: /account/verify shows a button whose form posts
// the link's token back to /account/verify (a mail scanner's GET of the link spends nothing). The
// same procedure as the script's call spends it, with this request's browser, so the chamber_member
// cookie is set on the answer, which then goes to /account (303). A link refused (unknown, used or
// over its 15 minutes) goes back to the sign-in page, which says so and offers a new one.
import { type BrowserSession, sessionCookieHeader } from "@chamber/api";
import { TRPCClientError } from "@trpc/client";
import type { FastifyInstance } from "fastify";
import { sendError } from "../http/errors.ts";
import type { FormCaller } from "./form-caller.ts";
import { fromAnotherSite } from "./form-posts.ts";

/** The sign-in page's search parameter that says the link did not work. */
const LINK_REFUSED = "/account/sign-in?link=invalid";

export async function memberVerifyPost(app: FastifyInstance, options: { caller: FormCaller }) {
  app.post("/account/verify", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    if (!(request.body instanceof URLSearchParams)) return sendError(reply, 415, "Send the form as a web form");
    if (fromAnotherSite(request)) return sendError(reply, 403, "Forms are taken from this site's own pages only");
    const browser: BrowserSession = {
      cookies: { staff: null, member: null },
      refreshHeader: false,
      setCookie: (kind, session) => {
        reply.header("set-cookie", sessionCookieHeader(session, request.protocol === "https", kind));
      },
    };
    try {
      await options.caller(request.ip, browser).account.verify.mutate({ token: request.body.get("token") ?? "" });
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      return reply.redirect(LINK_REFUSED, 303);
    }
    return reply.redirect("/account", 303);
  });
}
