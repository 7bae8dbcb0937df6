// The OpenAPI document of the REST door (/api/openapi.json, shown at /api/docs): the routers' REST
// procedures as trpc-to-openapi reads them, with the paths no procedure answers (the multipart
// uploads, the staff's CSV exports: csv-export-openapi.ts), an example of each request, the one
// error body on every path, the staff role each admin operation needs, the 202 answers of the
// public submissions, and the webhooks' messages (OpenAPI 3.1 `webhooks`).
import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { appRouter } from "../root.ts";
import { webhookMessages } from "../webhooks/webhook-openapi.ts";
import { calendarImportPaths } from "./calendar-import-openapi.ts";
import { csvPaths } from "./csv-export-openapi.ts";
import { imageUploadPaths } from "./image-upload-openapi.ts";
import { importUploadPaths } from "./import-upload-openapi.ts";
import { describeListPaging } from "./list-paging-openapi.ts";
import { describeErrors } from "./openapi-errors.ts";
import { parameterExamples, requestExamples } from "./openapi-examples.ts";
import { describeRoles } from "./role-openapi.ts";
import { successAnswers } from "./success-status.ts";

const description = `The Ojai Valley Chamber of Commerce data: businesses, events, news, board, pages, settings, contact messages and newsletter subscriptions. JSON in and out; dates are ISO 8601 instants; ids are integers.

## Authentication

Reads of public content need no credentials. Admin operations (marked with a lock) need \`Authorization: Bearer <token>\`, where the token is either

- a **session token** from \`POST /auth/login\`, valid 15 minutes, from a session of 12 hours that mints the next one with \`POST /auth/refresh\`: a browser's session is its HttpOnly cookie; a script signs in with \`"session": "body"\` and sends the answered \`refreshToken\` to \`POST /auth/refresh\` in the JSON body (\`POST /auth/logout\` ends the session, \`POST /auth/logout-all\` ends every session of that admin, and so does a password change), or
- an **API token** for an integration, made by an owner in the admin (\`POST /tokens\`) or on the server with \`pnpm admin token create --name "My integration" [--role editor] [--expires 90d]\` (printed once; list them with \`pnpm admin token list\`, revoke with \`pnpm admin token revoke <id>\`). Signing out with an API token answers \`400\`: revoke it instead.

Each staff account and API token has a role: **owner** (everything, including staff, tokens and settings), **editor** (every content entity, submissions, claims, messages, subscribers) or **moderator** (submissions, claims, contact messages and check-in; reads the rest). An operation the caller's role may not do answers \`403\` naming the role needed. Staff join by invitation (\`POST /staff/invitations\`, then \`POST /auth/invitations/accept\`).

Missing, invalid, revoked or expired credentials on an admin operation answer \`401\` and change nothing.

**Two-step sign-in**: when a person turned it on (\`POST /auth/two-step/setup\`, then \`/confirm\` with a code of their authenticator app), \`POST /auth/login\` answers \`{ "secondStep": true, "challenge": "…" }\` instead of a token, and \`POST /auth/login/second-step\` with the challenge and a 6-digit code (or a recovery code) answers the token. While the owners require it (\`PUT /staff/two-step-policy\`), a person without it is answered \`403 TWO_STEP_REQUIRED\` by every admin operation but \`GET /auth/me\`, signing out and the set-up. A forgotten password: \`POST /auth/password-reset\` mails a link (30 minutes, once), whose token \`POST /auth/password-reset/confirm\` takes with the new password (\`400 RESET_LINK_INVALID\` for a link unknown, used or expired).

**Members** (people who keep their own businesses' listings) sign in without a password: \`POST /account/sign-in\` mails a one-time link, whose token \`POST /account/sign-in/verify\` turns into a member's bearer token (\`400 LINK_INVALID\` for a link unknown, used or over 15 minutes). A member's token is refused (\`401\`) by every admin operation, and a staff token by every \`/account\` operation.

## Roles

Each staff member has a role, and so has each API token: a **moderator** decides submissions and claims, handles contact messages and reads the rest; an **editor** also changes every listing, event, article, page, category, member's access and subscriber; an **owner** also manages staff, API tokens and site settings. Every admin operation says the least role it needs, in its description and as \`x-required-role\`; a lesser role answers \`403\` (code \`FORBIDDEN\`, the message naming the role needed) and changes nothing.

## Lists

Every list answering an array takes \`limit\` (1–200), \`cursor\` and \`updatedSince\` (an ISO 8601 instant). With any of them the answer carries \`X-Total-Count\` (the rows the filters match) and, while there is more, \`Link: </api/…&cursor=…>; rel="next"\`: follow it until no \`Link\` comes. \`updatedSince\` keeps the rows changed after the instant, oldest change first. Without them a list answers its whole array, as it always did. \`/businesses\` and \`/events\` also keep \`offset\`.

## Errors

Every error has the body \`{ "message": string, "code": string, "issues"?: [...] }\`: 400 invalid input (\`issues\` names each bad field; also text holding NUL characters or unpaired surrogates, anywhere in the URL or body), 401, 403 (a role below the operation's, or two-step sign-in required: \`TWO_STEP_REQUIRED\`), 404, 409 (a unique value already in use), 413 body too large, 415 a body that is not JSON, 429 rate limited with a \`Retry-After\` header (contact and newsletter: 10 a minute per client; submissions: 5 an hour per client, and 10 photos for them; login and its second step: 10 failed attempts per 15 minutes per client — past 10 on one account its attempts are slowed, never refused; member sign-in links: 5 per 15 minutes per address and 20 per client). A public submission refused by its spam check answers 400 with the code \`SPAM_CHECK\`.

## Feeds

Outside this API the site also publishes \`/feeds/events.ics\` (iCalendar), \`/feeds/events/{id}.ics\`, \`/feeds/news.xml\` (RSS 2.0) and \`/sitemap.xml\`.`;

/** The API's tags and what each covers, in the order the reference lists them. */
const tagDescriptions = {
  auth: "Sign in and out; who am I; two-step sign-in; resetting a forgotten password.",
  account:
    "A member's sign-in by a mailed link, their session, and their own listings, with a member's bearer token (a staff session or API token is refused with 401).",
  members:
    "Member accounts as staff see them: who may edit which listing, invitations, removal of access, and what members changed.",
  staff:
    "The staff's accounts, roles (owner, editor, moderator), invitations, API tokens, resetting someone's second step or password, and the two-step policy: an owner's alone (403 for the other roles).",
  businesses: "The business directory. The public sees visible listings only.",
  events: "Community events. The public sees visible events only.",
  categories:
    "The business categories and the event categories staff keep. A business's or event's `category` is given by a category's name or slug (any case) and answered by its name; anything else is a 400 listing the allowed names.",
  news: "News articles, newest first.",
  "board-members": "The board of directors, in display order.",
  pages: "Content pages addressed by slug.",
  settings:
    "Site settings: the chamber's facts (public), the rules for members' listings and the rows by key; only owners change them.",
  contact: "Messages sent through the contact form.",
  newsletter: "Newsletter subscriptions.",
  submissions:
    "Events and listings sent in by the public, held for staff: nothing sent is shown before a person approves it.",
  claims:
    "“Is this your business?”: a visitor's claim of a listing, proved by a mailed link when the address matches the listing, else decided by staff.",
  inquiries: "Visitors' messages to a business through its listing, mailed to its members and kept for them.",
  reach:
    "What a listing earned per day (views, directory impressions, clicks, inquiries), counted without cookies; the stale-listings report.",
  mail: "Outgoing e-mail (admin only): the messages that keep failing.",
  images: "Photos of businesses, events and news articles.",
  imports:
    "Moving in: businesses from a CSV file, checked row by row and undoable as a whole for 24 hours; events from iCalendar files and feeds, and the feeds kept as subscriptions (editors and owners).",
  activity:
    "The activity log: every change by staff, members, API tokens, visitors and the system, with the fields old → new (editors and owners).",
  webhooks:
    "Endpoints told of every change they ask for, signed the Standard Webhooks way, with each one's delivery log (owners only). The messages themselves are listed under Webhooks.",
  exports: "Spreadsheet (CSV) downloads for staff.",
  health: "Liveness of the server and its database.",
};
const tags = Object.entries(tagDescriptions).map(([name, description]) => ({ name, description }));

type Operation = {
  requestBody?: { content?: Record<string, { example?: unknown }> };
  parameters?: { name?: string; example?: unknown }[];
};

/** Adds the example requests and parameter values to the generated operations. */
function addExamples(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      const json = operation.requestBody?.content?.["application/json"];
      const example = requestExamples[`${method} ${path}`];
      if (json && example !== undefined) json.example = example;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.name && parameter.name in parameterExamples)
          parameter.example = parameterExamples[parameter.name];
      }
    }
  }
  return document;
}

/** The OpenAPI 3 description of every REST path, served at /api/openapi.json. */
export function openApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: "Chamber API",
    version: "1.0.0",
    description,
    baseUrl,
    securitySchemes: {
      Authorization: {
        type: "http",
        scheme: "bearer",
        description:
          "A session token from POST /auth/login, or an API token (`chk_…`) made with `pnpm admin token create --name <name>`.",
      },
    },
    paths: { ...csvPaths, ...imageUploadPaths, ...importUploadPaths, ...calendarImportPaths },
  });
  const messages = webhookMessages();
  const withWebhooks = {
    ...document,
    tags,
    webhooks: messages.webhooks,
    components: { ...document.components, schemas: { ...messages.schemas, ...document.components?.schemas } },
  };
  return successAnswers(describeListPaging(describeRoles(describeErrors(addExamples(withWebhooks)))));
}
