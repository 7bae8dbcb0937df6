// The owner's webhooks over REST and tRPC (docs/decisions/031-webhooks.md): endpoints that are told
// of every change they asked for, signed the Standard Webhooks way, with each one's delivery log,
// "send again" and a test ping. Every procedure is an owner's; editors and moderators get 403.
import {
  idParam,
  listPagingQuery,
  WEBHOOK_PING,
  webhookDeliveriesQuery,
  webhookDeliveryOutput,
  webhookDeliveryRef,
  webhookEndpointCreated,
  webhookEndpointInput,
  webhookEndpointOutput,
  webhookEndpointUpdate,
} from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { pageOfList, updatedAtOf } from "../paging/list-page.ts";
import { adminProcedure, deleted, notFound, router } from "../trpc.ts";
import { deliverySelect, endpointSelect, newMessageId, newSigningSecret } from "./webhook-rows.ts";
import { checkEndpointUrl } from "./webhook-target.ts";

const tags = ["webhooks"];
const owner = "owner" as const;
const openapi = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: `/${string}`,
  summary: string,
  description: string,
) => ({
  openapi: { method, path, tags, protect: true, summary, description: `${description} Owner only.` },
  requires: owner,
});

export const webhookRouter = router({
  list: adminProcedure
    .meta(openapi("GET", "/webhooks", "Webhook endpoints", "Every endpoint, oldest first, without its secret."))
    .input(listPagingQuery)
    .output(z.array(webhookEndpointOutput))
    .query(async ({ ctx, input }) =>
      pageOfList(
        ctx,
        input,
        await ctx.prisma.webhookEndpoint.findMany({ select: endpointSelect, orderBy: { id: "asc" } }),
        updatedAtOf("webhookEndpoint"),
      ),
    ),

  create: adminProcedure
    .meta({
      ...openapi(
        "POST",
        "/webhooks",
        "Register a webhook endpoint",
        "Answers 201 with the signing secret (`whsec_…`), shown this once. The URL must be https and may not resolve to a loopback, private or link-local address (400 on `url`).",
      ),
      successStatus: 201,
    })
    .input(webhookEndpointInput)
    .output(webhookEndpointCreated)
    .mutation(async ({ ctx, input }) => {
      const url = await checkEndpointUrl(input.url, ctx.outbound);
      const secret = newSigningSecret();
      const endpoint = await ctx.prisma.webhookEndpoint.create({
        data: { ...input, url, secret },
        select: endpointSelect,
      });
      return { ...endpoint, secret };
    }),

  update: adminProcedure
    .meta(
      openapi(
        "PUT",
        "/webhooks/{id}",
        "Change a webhook endpoint",
        "Its URL, description, events and whether it is on. Turning it on again clears its failures, and its waiting deliveries go out. The secret stays.",
      ),
    )
    .input(webhookEndpointUpdate)
    .output(webhookEndpointOutput)
    .mutation(async ({ ctx, input: { id, ...input } }) => {
      const current = await ctx.prisma.webhookEndpoint.findUnique({ where: { id }, select: { enabled: true } });
      if (!current) throw notFound("Webhook endpoint");
      const url = await checkEndpointUrl(input.url, ctx.outbound);
      const restarted = input.enabled && !current.enabled ? { failingSince: null, disabledAt: null } : {};
      return ctx.prisma.webhookEndpoint.update({
        where: { id },
        data: { ...input, url, ...restarted },
        select: endpointSelect,
      });
    }),

  delete: adminProcedure
    .meta(
      openapi(
        "DELETE",
        "/webhooks/{id}",
        "Remove a webhook endpoint",
        "With its delivery log; nothing more is sent to it.",
      ),
    )
    .input(idParam)
    .output(deleted)
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.prisma.webhookEndpoint.deleteMany({ where: { id: input.id } });
      if (count === 0) throw notFound("Webhook endpoint");
      return { success: true as const, id: input.id };
    }),

  deliveries: adminProcedure
    .meta(
      openapi(
        "GET",
        "/webhooks/{id}/deliveries",
        "An endpoint's delivery log",
        "Its deliveries, newest first (`limit`, 50 unless said): type, status, attempts, the endpoint's last HTTP status or error, when.",
      ),
    )
    .input(webhookDeliveriesQuery)
    .output(z.array(webhookDeliveryOutput))
    .query(async ({ ctx, input }) => {
      const endpoint = await ctx.prisma.webhookEndpoint.findUnique({ where: { id: input.id }, select: { id: true } });
      if (!endpoint) throw notFound("Webhook endpoint");
      return ctx.prisma.webhookDelivery.findMany({
        where: { endpointId: input.id },
        select: deliverySelect,
        orderBy: { id: "desc" },
        take: input.limit,
      });
    }),

  retry: adminProcedure
    .meta(
      openapi(
        "POST",
        "/webhooks/{id}/deliveries/{deliveryId}/retry",
        "Send a delivery again",
        "Queues it afresh, with the same `webhook-id` and payload: attempts start again from 0, with three more days of retries.",
      ),
    )
    .input(webhookDeliveryRef)
    .output(webhookDeliveryOutput)
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.prisma.webhookDelivery.updateMany({
        where: { id: input.deliveryId, endpointId: input.id },
        data: { status: "pending", attempts: 0, nextAttemptAt: ctx.now(), firstAttemptAt: null, deliveredAt: null },
      });
      if (count === 0) throw notFound("Delivery");
      return ctx.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: input.deliveryId }, select: deliverySelect });
    }),

  ping: adminProcedure
    .meta(
      openapi(
        "POST",
        "/webhooks/{id}/ping",
        "Send a test ping",
        `Queues a \`${WEBHOOK_PING}\` delivery to the endpoint, sent at once like any other, and answers it; its outcome shows in the delivery log. 409 while the endpoint is off.`,
      ),
    )
    .input(idParam)
    .output(webhookDeliveryOutput)
    .mutation(async ({ ctx, input }) => {
      const endpoint = await ctx.prisma.webhookEndpoint.findUnique({ where: { id: input.id }, select: endpointSelect });
      if (!endpoint) throw notFound("Webhook endpoint");
      if (!endpoint.enabled)
        throw new TRPCError({ code: "CONFLICT", message: "Turn the endpoint on before pinging it" });
      const now = ctx.now();
      const payload = {
        type: WEBHOOK_PING,
        timestamp: now.toISOString(),
        data: { endpointId: endpoint.id, url: endpoint.url },
      };
      return ctx.prisma.webhookDelivery.create({
        data: {
          endpointId: endpoint.id,
          messageId: newMessageId(),
          type: WEBHOOK_PING,
          payload,
          orderKey: `ping:${endpoint.id}`,
          createdAt: now,
          nextAttemptAt: now,
        },
        select: deliverySelect,
      });
    }),
});
