// Public forms posted by a browser without a script (application/x-www-form-urlencoded to the
// form's own page; the newsletter to whichever page it is on). The fields are read as the script
// reads them (@chamber/core public-forms) and sent to the same procedure (form-caller.ts). A sent
// form is answered Post/Redirect/Get: 303 to the page with `?sent=<form>`, which shows the
// confirmation, so a reload does not send it again. A refused one gets its page rendered again
// with the form's values and errors, never cached. A post from another site is refused: the
// forms carry no credential, and a page elsewhere must not send messages from its visitors'
// addresses (which the rate limits count).
import {
  FORM_NAME_FIELD,
  FORM_SENT_PARAM,
  type FormReply,
  formAnchor,
  formPage,
  isPublicFormName,
  type PostedFields,
  type PublicFormName,
  postedFields,
  publicForms,
  type RefusalData,
  readRefusal,
  SPAM_CHECK_CODE,
} from "@chamber/core";
import { TRPCClientError } from "@trpc/client";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "../http/errors.ts";
import type { FormCaller } from "./form-caller.ts";
import { memberVerifyPost } from "./member-verify-post.ts";
import { newsletterPosts } from "./newsletter-posts.ts";

/** The longest form (a listing with its description) is a few KB; this leaves room for any text a field takes. */
const FORM_BODY_LIMIT = 64 * 1024;

/** Forms on pages the page cache keeps, which therefore carry no form token of their own. */
const FROM_CACHED_PAGES: ReadonlySet<PublicFormName> = new Set(["inquiry", "claim", "registration"]);

/** Fields the page is not drawn again with: the spent or refused token, the honeypot, the form's name. */
const UNECHOED = new Set([FORM_NAME_FIELD, "formToken", "url"]);

export interface FormPostOptions {
  caller: FormCaller;
  /** SITE_TIMEZONE: an event's day and time are read in it. */
  zone: string;
  /** Answers the page at the request's path with the form's reply in it (web-app.ts). */
  renderReply: (request: FastifyRequest, reply: FastifyReply, formReply: FormReply, status: number) => Promise<unknown>;
}

type Api = ReturnType<FormCaller>;

const send: Record<PublicFormName, (api: Api, fields: PostedFields, zone: string) => Promise<unknown>> = {
  contact: (api, fields) => api.contact.send.mutate(publicForms.contact.read(fields)),
  newsletter: (api, fields) => api.newsletter.subscribe.mutate(publicForms.newsletter.read(fields)),
  event: (api, fields, zone) => api.submission.submitEvent.mutate(publicForms.event.read(fields, zone)),
  listing: (api, fields) => api.submission.submitBusiness.mutate(publicForms.listing.read(fields)),
  memberSignIn: (api, fields) => api.account.signIn.mutate(publicForms.memberSignIn.read(fields)),
  claim: (api, fields) => api.claim.submit.mutate(publicForms.claim.read(fields)),
  inquiry: (api, fields) => api.inquiry.send.mutate(publicForms.inquiry.read(fields)),
  registration: (api, fields) => api.registration.register.mutate(publicForms.registration.read(fields)),
  registrationCancel: (api, fields) => api.registration.cancelMine.mutate(publicForms.registrationCancel.read(fields)),
};

/**
 * Where a sent form leads: its page with `?sent=<form>`, but for a registration the registrant's
 * own page (its receipt's link), which says whether they are confirmed or waitlisted.
 */
function sentAddress(name: PublicFormName, path: string, result: unknown): string {
  if (name === "registration") {
    const { pathname } = new URL((result as { manageUrl: string }).manageUrl, "http://site");
    return `${pathname}?${FORM_SENT_PARAM}=${name}`;
  }
  return `${path}?${FORM_SENT_PARAM}=${name}#${formAnchor(name)}`;
}

/** A post a page of another site made (Fetch Metadata, or the Origin where a browser sends no metadata). */
export function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site !== "same-origin" && site !== "none";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export async function formPostRoutes(app: FastifyInstance, options: FormPostOptions) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  // A member's mailed link, used without a script: its own answer (a cookie and a redirect).
  await app.register(memberVerifyPost, { caller: options.caller });
  // A newsletter subscriber's confirm and unsubscribe pages: their own answers too.
  await app.register(newsletterPosts, { caller: options.caller });

  app.post("/*", async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const path = request.url.split("?")[0] ?? "/";
    if (request.kind !== "page") return sendError(reply, 404, "Not found");
    if (!(request.body instanceof URLSearchParams)) return sendError(reply, 415, "Send the form as a web form");
    if (fromAnotherSite(request)) return sendError(reply, 403, "Forms are taken from this site's own pages only");
    const fields = postedFields(request.body);
    const name = fields[FORM_NAME_FIELD];
    if (!isPublicFormName(name) || formPage(name, path) !== path) return sendError(reply, 404, "Not found");

    const api = options.caller(request.ip);
    let result: unknown;
    try {
      result = await send[name](api, fields, options.zone);
    } catch (error) {
      if (!(error instanceof TRPCClientError)) throw error;
      const data = error.data as (RefusalData & { httpStatus?: number }) | undefined;
      const values = Object.fromEntries(Object.entries(fields).filter(([field]) => !UNECHOED.has(field)));
      const refusal = readRefusal(data, error.message);
      const spam = data?.errorCode === SPAM_CHECK_CODE;
      // Refused by the spam check: the page comes back with a token of its own (see FormReply).
      const formToken = spam ? (await api.submission.token.query({})).token : undefined;
      if (spam && !fields.formToken && FROM_CACHED_PAGES.has(name))
        refusal.problem = "Check what you wrote, then press the button again to send it.";
      const formReply = { form: name, values, ...refusal, ...(formToken ? { formToken } : {}) };
      return options.renderReply(request, reply, formReply, data?.httpStatus ?? 400);
    }
    return reply.redirect(sentAddress(name, path, result), 303);
  });
}
