// buildApp: the whole HTTP server, assembled from plugins in a fixed order that reads as its table
// of contents: the HTTP plumbing every answer passes through (http/), the API on its two doors and
// its reference, what the site publishes beside the API (staff exports, feeds, search-engine
// heads and files), and last the web app, which answers every path nobody else took.
// Used by main.ts and by every test; nothing listens on import.

import { createServer } from "node:http";
import { join } from "node:path";
import {
  defaultRateLimits,
  LiveSessions,
  MemoryLimiter,
  type RateLimits,
  ReachTally,
  type ReadCache,
} from "@chamber/api";
import { DEFAULT_SITE_TIMEZONE, TRPC_BATCH } from "@chamber/core";
import type { Database } from "@chamber/db";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Redis } from "ioredis";
import { isServerCache, MemoryServerCache } from "./cache/server-cache.ts";
import { siteContent } from "./content/site-content.ts";
import { registrationRemindersPlugin } from "./events/registration-reminders.ts";
import { seriesHorizonPlugin } from "./events/series-horizon.ts";
import { staffExportsPlugin } from "./exports/staff-exports.ts";
import { feedRoutes } from "./feeds/feed-routes.ts";
import { formCaller } from "./forms/form-caller.ts";
import { apiPlugin } from "./http/api.ts";
import { apiDocsRoutes } from "./http/api-docs.ts";
import { cachedAnswerDoor } from "./http/cached-answers.ts";
import { compressionPlugin } from "./http/compression.ts";
import { clientError, errorsPlugin, frameworkError, sendError } from "./http/errors.ts";
import { headAsGetPlugin } from "./http/head-as-get.ts";
import { httpCachePlugin } from "./http/http-cache.ts";
import { jsonBodyPlugin } from "./http/json-body.ts";
import { requestHygienePlugin } from "./http/request-hygiene.ts";
import { requestKindPlugin } from "./http/request-kind.ts";
import { responseCache } from "./http/response-cache.ts";
import { securityPlugin } from "./http/security.ts";
import { unreadBodyPlugin } from "./http/unread-body.ts";
import { imageRoutes } from "./images/image-routes.ts";
import { mediaRoutes } from "./images/media-routes.ts";
import { calendarImportRoutes } from "./imports/calendar-import-route.ts";
import { calendarSubscriptionsPlugin } from "./imports/calendar-subscriptions.ts";
import { importRoutes } from "./imports/import-routes.ts";
import { OutboxWorker } from "./mail/outbox-worker.ts";
import { type SmtpSettings, smtpSender } from "./mail/smtp.ts";
import { purgeUnusedPlugin } from "./maintenance/purge-unused.ts";
import { bounceMarker, NewsletterWorker, type NewsletterWorkerOptions } from "./newsletter/newsletter-worker.ts";
import { oneClickUnsubscribe } from "./newsletter/one-click-unsubscribe.ts";
import { postRemindersPlugin } from "./posts/post-reminders.ts";
import { RedisLimiter } from "./rate-limit/redis-limiter.ts";
import { PageReach } from "./reach/page-reach.ts";
import { reachPlugin } from "./reach/reach-plugin.ts";
import { registrationQrRoutes } from "./registrations/registration-qr.ts";
import { seoPlugin } from "./seo/plugin.ts";
import { webAppPlugin } from "./web/web-app.ts";
import { WebhookWorker, type WebhookWorkerOptions } from "./webhooks/webhook-worker.ts";

/** docs/architecture.md §4: bodies over 1 MiB are refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Whose X-Forwarded-For to believe. A believed header picks the client address the rate limits
 * count on, so by default no one is believed and the socket's address counts: trusting whole
 * private or link-local ranges let any client on the same LAN or VPN choose its own address.
 * Behind a load balancer, name it (TRUST_PROXY=10.0.0.2, or its subnet).
 */
const DEFAULT_TRUST_PROXY = false;

export interface AppOptions {
  db: Database;
  publicUrl?: string;
  logger?: FastifyServerOptions["logger"];
  /** The built web app (apps/web/dist); omitted in API-only tests. */
  webRoot?: string | undefined;
  /** Rate limits (default `defaultRateLimits`); `false` turns them off (tests that need many writes). */
  rateLimits?: RateLimits | false;
  redis?: Redis | undefined;
  /** Key prefix for everything kept in Redis (default "chamber:"). */
  redisPrefix?: string;
  /** Read cache; default: a fresh in-process cache, closed with the app. */
  cache?: ReadCache;
  /** Time allowed to receive a whole request (default 30 s); idle connections get twice that. */
  requestTimeoutMs?: number;
  /** Fastify's trustProxy: addresses or CIDRs to trust, or true/false. */
  trustProxy?: FastifyServerOptions["trustProxy"];
  now?: () => Date;
  /** The zone of the feeds and exports (SITE_TIMEZONE); default America/Los_Angeles. */
  siteTimezone?: string;
  /** E-mail over SMTP (SMTP_URL, MAIL_FROM, STAFF_EMAIL); omitted: none is queued or sent. */
  mail?: MailOptions | undefined;
  /** How long activity entries are kept (ACTIVITY_RETENTION_DAYS, default 730). */
  activityRetentionDays?: number;
  /** How often a listing's reach counts are written (default 5 s). */
  reachFlushMs?: number;
  /** IMPORT_ALLOW_PRIVATE=1: calendar feeds and webhooks may reach private and loopback addresses (tests). */
  allowPrivateTargets?: boolean;
  /** Webhook worker tuning for tests: poll interval and first retry delay (webhooks/webhook-worker.ts). */
  webhooks?: { pollMs?: number; retryBaseMs?: number };
}

export interface MailOptions extends SmtpSettings {
  staffEmail: string | null;
  /** Worker tuning for tests: poll interval and first retry delay. */
  pollMs?: number;
  retryBaseMs?: number;
  /** Newsletter mails a second at most (NEWSLETTER_RATE, default 5). */
  newsletterRate?: number;
}

/** Fastify's own default: longer than the usual load balancer's idle timeout (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildApp(options: AppOptions) {
  const { db, webRoot } = options;
  const publicUrl = (options.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");
  const zone = options.siteTimezone ?? DEFAULT_SITE_TIMEZONE;
  const now = options.now ?? (() => new Date());
  const ownCache = options.cache
    ? undefined
    : new MemoryServerCache({ now, warn: (details, message) => app.log.warn(details, message) });
  const cache = options.cache ?? (ownCache as MemoryServerCache);
  // Which session cookies are live: only those skip the response cache (http/response-cache.ts).
  const sessions = new LiveSessions(db.prisma, now);
  // The response cache, used by the door before Fastify and the http-cache plugin's hooks only.
  const responses = isServerCache(cache) ? responseCache(cache) : undefined;
  // A listing's reach: counted as pages are answered, wherever from (reach/), written in batches.
  const tally = new ReachTally({
    prisma: db.prisma,
    zone,
    now,
    flushMs: options.reachFlushMs,
    onError: (error) => app.log.warn({ err: error }, "reach counts not written; kept for the next try"),
  });
  const pageReach = new PageReach(tally);
  const door =
    responses &&
    cachedAnswerDoor(
      responses,
      sessions,
      () => app.log,
      (page) => pageReach.answered(page),
    );
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    // The cached-answer door sees each request before Fastify does (http/cached-answers.ts); the
    // server is otherwise set up as Fastify would set it up itself.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!door?.serve(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = requestTimeout;
      server.setTimeout(requestTimeout * 2);
      return server;
    },
    logger: options.logger ?? false,
    // No time limit on a plugin's start (Fastify's default is 10 s): on a busy machine loading the
    // page renderer alone took longer, and killed the start. What start-up waits on over the
    // network is waited for before (startup-wait.ts), within its own bound.
    pluginTimeout: 0,
    bodyLimit: BODY_LIMIT,
    // A tRPC batch names its procedures in one path segment: the longest the web app builds must
    // route (Fastify's default of 100 characters refused six names with 414).
    routerOptions: { maxParamLength: TRPC_BATCH.maxUrlLength },
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
    // A request must arrive whole within 30 s (slow-loris), and idle keep-alive sockets close.
    requestTimeout,
    connectionTimeout: requestTimeout * 2,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    return503OnClosing: true,
    forceCloseConnections: "idle",
    // Errors raised before routing (an undecodable URL, an unparsable request) answer in the
    // standard shape too, with the security headers.
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  });

  if (ownCache) app.addHook("onClose", () => ownCache.close());
  // While closing, every request goes through Fastify, which answers 503 and ends the connection.
  if (door)
    app.addHook("preClose", (done) => {
      door.close();
      done();
    });

  // HTTP plumbing. The request's kind first, for every plugin after it; then the security
  // headers, since any hook after them may answer (a refused request).
  await app.register(requestKindPlugin);
  await app.register(securityPlugin);
  await app.register(errorsPlugin);
  await app.register(headAsGetPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(unreadBodyPlugin);
  await app.register(requestHygienePlugin);
  await app.register(httpCachePlugin, { responses, sessions });
  await app.register(compressionPlugin);
  await app.register(reachPlugin, { db, cache, now, tally, pages: pageReach });
  app.decorate("reach", tally);

  // The API: /trpc for the web app, /api for integrators, and its reference at /api/docs. Rate
  // limits are counted per procedure inside the API (packages/api rate-limit/), through Redis when given.
  const rateLimits =
    options.rateLimits === false
      ? undefined
      : {
          rules: options.rateLimits ?? defaultRateLimits,
          limiter: options.redis
            ? new RedisLimiter(options.redis, `${options.redisPrefix ?? "chamber:"}rl:`, (error) =>
                app.log.warn({ err: error }, "rate limit not counted: Redis did not answer"),
              )
            : new MemoryLimiter({ now: options.now && (() => now().getTime()) }),
        };
  // E-mail: the outbox worker delivers what the API queues (mail/outbox-worker.ts).
  const outbox = options.mail ? startOutbox(app, db, options.mail, now) : undefined;
  app.decorate("outbox", outbox);
  const outbound = { allowPrivate: options.allowPrivateTargets ?? false };
  // Newsletter issues: paced into the outbox by their own worker (newsletter/newsletter-worker.ts),
  // which a send wakes through the mail context as a queued message wakes the outbox.
  const newsletter =
    options.mail &&
    outbox &&
    startNewsletter(app, {
      prisma: db.prisma,
      mail: { staffEmail: options.mail.staffEmail, publicUrl, wake: () => outbox.wake() },
      rate: options.mail.newsletterRate ?? 5,
      cache,
      now: options.now,
    });
  app.decorate("newsletter", newsletter);
  const mail = options.mail &&
    outbox && {
      staffEmail: options.mail.staffEmail,
      publicUrl,
      wake: () => {
        outbox.wake();
        newsletter?.wake();
      },
    };
  // Webhooks: queued by triggers in each write's transaction, delivered by this worker (webhooks/).
  const webhooks = startWebhooks(app, { ...options.webhooks, db, outbound, mail, now: options.now });
  app.decorate("webhooks", webhooks);
  const api = {
    db,
    cache,
    publicUrl,
    now: options.now,
    zone,
    rateLimits,
    mail,
    liveSessions: sessions,
    outbound,
    webhooks,
  };
  await app.register(apiPlugin, api);
  // The newsletter's one-click unsubscribe, which mail providers post as a web form (newsletter/).
  await app.register(oneClickUnsubscribe, api);
  await app.register(apiDocsRoutes);
  // Photos: the admin's and the submission forms' uploads beside the API, and every stored
  // variant at its immutable address.
  await app.register(imageRoutes, { db, now, rateLimits });
  // The media library's uploads, several photos at once (docs/decisions/034).
  await app.register(mediaRoutes, { db, now });
  // Businesses from a CSV file: a multipart upload handed to the import procedure (imports/).
  await app.register(importRoutes, api);
  // Events from iCalendar: a file or a feed's address, and the feeds read again every hour (imports/).
  await app.register(calendarImportRoutes, { db, cache, now: options.now, zone, outbound });
  calendarSubscriptionsPlugin(app, { db, cache, zone, now, outbound });
  // A series' occurrences reach 12 months ahead, whatever day it is (events/series-horizon.ts).
  seriesHorizonPlugin(app, { db, cache, zone, now });
  // Registrants hear of their event the day before (events/registration-reminders.ts).
  if (mail) registrationRemindersPlugin(app, { db, mail, publicUrl, zone, now });
  // Posters hear of their deal's or job's end 3 days before, with the link to extend it (posts/).
  if (mail) postRemindersPlugin(app, { db, mail, publicUrl, zone, now });
  // Unused photos, old sent mail and old activity do not pile up (maintenance/purge-unused.ts).
  purgeUnusedPlugin(app, { db, now, activityRetentionDays: options.activityRetentionDays });

  // What the site publishes beside the API, all read the way a visitor reads (content/).
  const content = siteContent({ db, cache, now, zone });
  await app.register(staffExportsPlugin, { db, cache, zone, now });
  await app.register(feedRoutes, { content, cache, publicUrl, zone, now });
  // A registrant's QR code, for their page and their mail (registrations/registration-qr.ts).
  await app.register(registrationQrRoutes, { publicUrl });
  // The share image is one of the browser build's files (apps/web/dist/client).
  await app.register(seoPlugin, { content, publicUrl, zone, webRoot: webRoot && join(webRoot, "client") });

  // The web app, with its own not-found page; without it (API-only tests) a JSON 404.
  if (webRoot) {
    // Its public forms, posted without a script, call the API as the script does.
    const forms = formCaller({ db, cache, now, zone, rateLimits, mail, webhooks });
    await app.register(webAppPlugin, {
      root: webRoot,
      siteTimezone: zone,
      db,
      cache,
      now,
      publicUrl,
      forms,
      reach: pageReach,
    });
  } else {
    app.setNotFoundHandler(async (_request, reply) => sendError(reply, 404, "Not found"));
  }

  return app;
}

/** Starts delivering the outbox over SMTP; stopped (and the SMTP pool closed) with the app. */
function startOutbox(app: FastifyInstance, db: Database, mail: MailOptions, now: () => Date) {
  const sender = smtpSender(mail);
  const worker = new OutboxWorker({
    prisma: db.prisma,
    send: sender.send,
    now,
    // A newsletter's recipient refused for good (5xx) is marked bounced and left out of later issues.
    onRejected: bounceMarker(db.prisma, now),
    pollMs: mail.pollMs,
    retryBaseMs: mail.retryBaseMs,
    onFailure: (message, error) =>
      app.log.warn({ err: error, ...message }, message.gaveUp ? "e-mail given up on" : "e-mail not sent; will retry"),
  });
  worker.start();
  app.addHook("onClose", async () => {
    await worker.stop();
    sender.close();
  });
  return worker;
}

/** Starts the newsletter's sender; stopped with the app, before the outbox it feeds. */
function startNewsletter(app: FastifyInstance, options: NewsletterWorkerOptions) {
  const worker = new NewsletterWorker({
    ...options,
    onError: (error) => app.log.warn({ err: error }, "newsletter sending paused; will try again"),
  });
  worker.start();
  app.addHook("onClose", () => worker.stop());
  return worker;
}

/** Starts the webhook worker; stopped with the app. */
function startWebhooks(app: FastifyInstance, options: WebhookWorkerOptions) {
  const worker = new WebhookWorker({
    ...options,
    onFailure: (delivery) =>
      app.log.warn(delivery, delivery.gaveUp ? "webhook delivery given up on" : "webhook not delivered; will retry"),
  });
  worker.start();
  app.addHook("onClose", () => worker.stop());
  return worker;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker, when mail is on (tests wait on it). */
    outbox: OutboxWorker | undefined;
    /** The newsletter's sender, when mail is on (tests wait on it). */
    newsletter: NewsletterWorker | undefined;
    /** The webhook worker (tests wait on it). */
    webhooks: WebhookWorker;
    /** A listing's reach counts waiting to be written (tests and benches flush it). */
    reach: ReachTally;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
