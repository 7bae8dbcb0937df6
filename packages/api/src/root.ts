import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { accountListingRouter } from "./account/account.router.ts";
import { activityRouter } from "./activity/activity.router.ts";
import { authRouter } from "./auth/auth.router.ts";
import { passwordResetRouter } from "./auth/password-reset.router.ts";
import { staffSecurityRouter } from "./auth/staff-security.router.ts";
import { twoStepRouter } from "./auth/two-step.router.ts";
import { boardMemberRouter } from "./board/board-member.router.ts";
import { businessRouter } from "./businesses/business.router.ts";
import { calendarImportRouter } from "./calendar-import/calendar-import.router.ts";
import { categoryRouter } from "./categories/category.router.ts";
import { claimRouter } from "./claims/claim.router.ts";
import { contactRouter } from "./contact/contact.router.ts";
import { dealRouter } from "./deals/deal.router.ts";
import { dealAccountRouter } from "./deals/deal-account.router.ts";
import { eventRouter } from "./events/event.router.ts";
import { eventSeriesRouter } from "./events/event-series.router.ts";
import { healthRouter } from "./health/health.router.ts";
import { homeRouter } from "./home/home.router.ts";
import { businessImportRouter } from "./imports/business-import.router.ts";
import { accountInquiryRouter, inquiryRouter } from "./inquiries/inquiry.router.ts";
import { jobRouter } from "./jobs/job.router.ts";
import { jobAccountRouter } from "./jobs/job-account.router.ts";
import { mailRouter } from "./mail/mail.router.ts";
import { mediaRouter } from "./media/media.router.ts";
import { accountRouter } from "./members/account.router.ts";
import { memberAdminRouter } from "./members/member-admin.router.ts";
import { memberLinkRouter } from "./members/member-link.router.ts";
import { newsRouter } from "./news/news.router.ts";
import { newsletterRouter } from "./newsletter/newsletter.router.ts";
import { newsletterArchiveRouter } from "./newsletter/newsletter-archive.router.ts";
import { newsletterIssueRouter } from "./newsletter/newsletter-issue.router.ts";
import { newsletterSendRouter } from "./newsletter/newsletter-send.router.ts";
import { pageRouter } from "./pages/page.router.ts";
import { accountReachRouter, reachRouter } from "./reach/reach.router.ts";
import { registrationRouter } from "./registrations/registration.router.ts";
import { registrationStaffRouter } from "./registrations/registration-staff.router.ts";
import { settingRouter } from "./settings/setting.router.ts";
import { apiTokenRouter } from "./staff/api-token.router.ts";
import { invitationAcceptRouter } from "./staff/invitation-accept.router.ts";
import { staffRouter } from "./staff/staff.router.ts";
import { submissionRouter } from "./submissions/submission.router.ts";
import { createCallerFactory, mergeRouters, router } from "./trpc.ts";
import { webhookRouter } from "./webhooks/webhook.router.ts";

export const appRouter = router({
  // Sign-in, sessions, two-step sign-in and password resets: one `auth.*` namespace under /auth.
  auth: mergeRouters(authRouter, twoStepRouter, passwordResetRouter),
  staffSecurity: staffSecurityRouter,
  business: businessRouter,
  category: categoryRouter,
  event: eventRouter,
  eventSeries: eventSeriesRouter,
  calendarImport: calendarImportRouter,
  registration: mergeRouters(registrationRouter, registrationStaffRouter),
  news: newsRouter,
  // Members' posts: the public reads, staff's writes and review, and a member's own (/account/…).
  deal: mergeRouters(dealRouter, dealAccountRouter),
  job: mergeRouters(jobRouter, jobAccountRouter),
  boardMember: boardMemberRouter,
  page: pageRouter,
  home: homeRouter,
  media: mediaRouter,
  setting: settingRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  // Issues as staff write and send them, and the public archive of those sent.
  newsletterIssue: mergeRouters(newsletterIssueRouter, newsletterSendRouter, newsletterArchiveRouter),
  submission: submissionRouter,
  health: healthRouter,
  mail: mailRouter,
  // A member's sign-in and session (members/), their listings (account/), messages and reach: one `account.*` namespace,
  // which the web client sends with the member's token.
  account: mergeRouters(accountRouter, accountListingRouter, accountInquiryRouter, accountReachRouter),
  memberLink: memberLinkRouter,
  claim: claimRouter,
  memberAdmin: memberAdminRouter,
  inquiry: inquiryRouter,
  reach: reachRouter,
  // The owner's staff and tokens; accepting an invitation is public (the person has no account yet).
  staff: mergeRouters(staffRouter, invitationAcceptRouter),
  apiToken: apiTokenRouter,
  activity: activityRouter,
  businessImport: businessImportRouter,
  webhook: webhookRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
