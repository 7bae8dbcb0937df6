import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { authRouter } from "./routers/auth.router.ts";
import { boardMemberRouter } from "./routers/board-member.router.ts";
import { businessRouter } from "./routers/business.router.ts";
import { categoryRouter } from "./routers/category.router.ts";
import { contactRouter } from "./routers/contact.router.ts";
import { eventRouter } from "./routers/event.router.ts";
import { eventSeriesRouter } from "./routers/event-series.router.ts";
import { healthRouter } from "./routers/health.router.ts";
import { mailRouter } from "./routers/mail.router.ts";
import { newsRouter } from "./routers/news.router.ts";
import { newsletterRouter } from "./routers/newsletter.router.ts";
import { pageRouter } from "./routers/page.router.ts";
import { settingRouter } from "./routers/setting.router.ts";
import { submissionRouter } from "./routers/submission.router.ts";
import { createCallerFactory, router } from "./trpc.ts";

export const appRouter = router({
  auth: authRouter,
  business: businessRouter,
  category: categoryRouter,
  event: eventRouter,
  eventSeries: eventSeriesRouter,
  news: newsRouter,
  boardMember: boardMemberRouter,
  page: pageRouter,
  setting: settingRouter,
  contact: contactRouter,
  newsletter: newsletterRouter,
  submission: submissionRouter,
  health: healthRouter,
  mail: mailRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
