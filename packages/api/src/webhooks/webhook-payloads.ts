// What a webhook carries as `data`: the entity as the REST API answers it (its GET by id, or the
// select and output schema its writes answer with), read at dispatch — normally within a second
// of the commit — by a system caller that sees hidden rows. A delete carries `{ id }`, and so does
// any change whose row is gone by then (its `.deleted` follows).
import {
  boardMemberOutput,
  businessOutput,
  contactMessageOutput,
  eventOutput,
  pageOutput,
  renderedDealOutput,
  renderedJobOutput,
  renderedNewsOutput,
  submissionOutput,
  subscriptionOutput,
  type WebhookEventType,
} from "@chamber/core/schemas";
import type { Database } from "@chamber/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import type { Admin } from "../auth/authenticate.ts";
import { boardMemberSelect } from "../board/board-member.router.ts";
import { contactMessageSelect, contactMessagesOut } from "../contact/contact-handling.ts";
import { createInnerContext } from "../context.ts";
import { subscriptionSelect } from "../newsletter/newsletter.router.ts";
import { pageSelect } from "../pages/page.router.ts";
import { createCaller } from "../root.ts";

type Caller = ReturnType<typeof createCaller>;
type Reader = (read: { caller: Caller; prisma: Database["prisma"] }, id: number) => Promise<unknown>;

interface EntityPayload {
  /** The REST answer's schema, for the OpenAPI document. */
  schema: z.ZodType;
  read: Reader;
}

/** A GET by id that answers 404 for a row gone since: null. */
const orNull = async (read: Promise<unknown>) => {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") return null;
    throw error;
  }
};

/** A row read through the select a router's writes answer with, shaped by their output schema. */
const shaped = (schema: z.ZodType) => async (read: Promise<unknown>) => {
  const row = await read;
  return row === null ? null : schema.parse(row);
};

/** The payload of each type's prefix ("business" of "business.updated"). */
const webhookEntities: Record<string, EntityPayload> = {
  business: {
    schema: businessOutput,
    read: ({ caller }, id) => orNull(caller.business.byId({ id, scope: "all" })),
  },
  event: {
    schema: eventOutput,
    read: ({ caller }, id) => orNull(caller.event.byId({ id, scope: "all" })),
  },
  deal: {
    schema: renderedDealOutput,
    read: ({ caller }, id) => orNull(caller.deal.byId({ id, scope: "all" })),
  },
  job: {
    schema: renderedJobOutput,
    read: ({ caller }, id) => orNull(caller.job.byId({ id, scope: "all" })),
  },
  news: { schema: renderedNewsOutput, read: ({ caller }, id) => orNull(caller.news.byId({ id })) },
  page: {
    schema: pageOutput,
    read: ({ prisma }, id) => shaped(pageOutput)(prisma.page.findUnique({ where: { id }, select: pageSelect })),
  },
  board_member: {
    schema: boardMemberOutput,
    read: ({ prisma }, id) =>
      shaped(boardMemberOutput)(prisma.boardMember.findUnique({ where: { id }, select: boardMemberSelect })),
  },
  submission: {
    schema: submissionOutput,
    read: ({ caller }, id) => orNull(caller.submission.byId({ id })),
  },
  contact: {
    schema: contactMessageOutput,
    read: async ({ prisma }, id) => {
      const row = await prisma.contactMessage.findUnique({ where: { id }, select: contactMessageSelect });
      return row && contactMessageOutput.parse((await contactMessagesOut(prisma, [row]))[0]);
    },
  },
  newsletter: {
    schema: subscriptionOutput,
    read: ({ prisma }, id) =>
      shaped(subscriptionOutput)(
        prisma.newsletterSubscription.findUnique({ where: { id }, select: subscriptionSelect }),
      ),
  },
};

const deletedData = z.object({ id: z.number().int() });

/** The `data` schema of one event type. */
export function webhookDataSchema(type: WebhookEventType): z.ZodType {
  const [prefix = "", action] = type.split(".");
  const entity = webhookEntities[prefix];
  if (!entity) throw new Error(`no payload for ${type}`);
  return action === "deleted" ? deletedData : entity.schema;
}

/** The system reading for webhooks: an owner's view, through a token (no two-step check), no cache. */
const systemReader: Admin = {
  id: 0,
  name: "Webhooks",
  email: "",
  role: "owner",
  via: "api-token",
  tokenId: null,
  twoStep: false,
};

/** Reads `data` for events: `read(type, entityId)` answers it as JSON (dates as ISO strings). */
export function payloadReader(db: Database, now: () => Date) {
  const read = { caller: createCaller(createInnerContext({ db, now, admin: systemReader })), prisma: db.prisma };
  return async (type: string, entityId: string): Promise<unknown> => {
    const [prefix = "", action] = type.split(".");
    const entity = webhookEntities[prefix];
    const id = Number(entityId);
    const data = entity && action !== "deleted" ? await entity.read(read, id) : null;
    return JSON.parse(JSON.stringify(data ?? { id }));
  };
}
