export type { Admin } from "./auth/authenticate.ts";
export { type AdminBootstrap, DEFAULT_ADMIN_EMAIL, ensureAdmin } from "./auth/bootstrap.ts";
export { LiveSessions } from "./auth/live-sessions.ts";
export { changePassword } from "./auth/password-change.ts";
export { hashPassword } from "./auth/passwords.ts";
export { readSessionCookie, sessionCookieHeader, sessionKinds } from "./auth/session-cookie.ts";
export { isSignedInBrowser, startSession } from "./auth/sessions.ts";
export { API_TOKEN_PREFIX, hashToken, newToken } from "./auth/tokens.ts";
export { clearTwoStep } from "./auth/two-step-reset.ts";
export { cacheKey, cachePrefix } from "./cache/cache-keys.ts";
export { Changes } from "./cache/changes.ts";
export { noopCache, type ReadCache } from "./cache/read-cache.ts";
export { compactDate, eventTimes, icsStatus } from "./calendar/event-times.ts";
export { escapeText, formatLocal, formatUtc, serializeLines } from "./calendar/ics-format.ts";
export { vtimezone } from "./calendar/vtimezone.ts";
export { type RefreshJob, refreshDueSubscriptions } from "./calendar-import/subscriptions.ts";
export {
  type BrowserSession,
  bearerToken,
  type Context,
  type ContextOptions,
  contextFactory,
  createInnerContext,
  type RateLimitContext,
} from "./context.ts";
export { CALENDAR_IMPORT_ROLE } from "./contract/calendar-import-openapi.ts";
export { type ErrorBody, errorBody, errorCode } from "./contract/error-body.ts";
export { IMAGE_UPLOAD_ROLE } from "./contract/image-upload-openapi.ts";
export { IMPORT_ROLE } from "./contract/import-upload-openapi.ts";
export { openApiDocument } from "./contract/openapi.ts";
export { sharedReads } from "./contract/shared-reads.ts";
export { type CsvCell, type StaffExport, staffExports } from "./contract/staff-exports.ts";
export { successStatusOf } from "./contract/success-status.ts";
export { extendHorizons, SERIES_HORIZON_MONTHS } from "./events/series-horizon.ts";
export { storeImage } from "./images/store-image.ts";
export { enqueueMail, type MailCalendar, type MailContext } from "./mail/outbox.ts";
export { mediaItems } from "./media/media-items.ts";
export {
  anySending,
  finishSentIssues,
  markBounced,
  queueWaiting,
  startDueIssues,
} from "./newsletter/newsletter-delivery.ts";
export { publishedPages } from "./pages/published-pages.ts";
export type { ListPageNote } from "./paging/list-page-note.ts";
export { sendPostReminders } from "./posts/post-reminders.ts";
export { type Hit, type Limiter, MemoryLimiter } from "./rate-limit/limiter.ts";
export { RATE_LIMITED_MESSAGE, RateLimited, rateLimitHeaders } from "./rate-limit/middleware.ts";
export { defaultRateLimits, type RateLimitRule, type RateLimits } from "./rate-limit/rules.ts";
export { clickTarget } from "./reach/click-target.ts";
export { clickCounter, noReach } from "./reach/reach-store.ts";
export { ReachTally, type ReachTarget } from "./reach/reach-tally.ts";
export { sendReminders } from "./registrations/reminders.ts";
export { type StaffOperation, staffOperations } from "./roles/staff-operations.ts";
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from "./root.ts";
export { publicSettings } from "./settings/public-settings.ts";
export { issueApiToken } from "./staff/api-tokens.ts";
export {
  acceptSubmissionImageFields,
  countSubmissionImage,
  uploadRefusal,
} from "./submissions/submission-image.ts";
export { UNDO_WINDOW_MS } from "./trash/trash.ts";
export { dispatchWebhookEvents } from "./webhooks/webhook-dispatch.ts";
export { webhookDisabledNotice } from "./webhooks/webhook-notice.ts";
export { sendWebhook } from "./webhooks/webhook-send.ts";
