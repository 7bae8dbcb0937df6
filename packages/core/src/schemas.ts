// @chamber/core/schemas: every zod schema of the package and the types inferred from them, the one
// place the API validates with and the forms check against. Importing anything from here ships zod;
// a page that needs a helper imports "@chamber/core" instead (index.ts says why).
export * from "./activity/activity.ts";
// No zod in it, but only the admin and the API use it: through this door it stays out of the
// public pages' first script, where the main door's modules that any chunk uses are put.
export * from "./activity/activity-entities.ts";
export * from "./auth/auth.ts";
export * from "./board/board-member.ts";
export * from "./businesses/business.ts";
export * from "./businesses/hours.ts";
export * from "./calendar-import/calendar-import.ts";
export * from "./categories/category-schema.ts";
export * from "./contact/contact.ts";
export * from "./deals/deal.ts";
export * from "./events/event.ts";
export * from "./events/event-series.ts";
export * from "./events/occurrence.ts";
export * from "./events/registration.ts";
export * from "./fields/fields.ts";
export * from "./forms/form-check.ts";
export * from "./home/home.ts";
// Plain data, but only the admin and the API use it: kept out of the public pages' first script.
export * from "./home/home-defaults.ts";
export * from "./images/image.ts";
export * from "./imports/business-import.ts";
export * from "./inquiries/inquiry.ts";
export * from "./jobs/job.ts";
export * from "./listings/listing.ts";
export * from "./mail/mail.ts";
export * from "./media/media.ts";
export * from "./members/account.ts";
export * from "./members/claims.ts";
export * from "./members/member-listing.ts";
export * from "./news/news.ts";
export * from "./newsletter/newsletter.ts";
export * from "./newsletter/newsletter-issue.ts";
export * from "./newsletter/subscriber-import.ts";
export * from "./pages/page.ts";
export * from "./paging/list-paging.ts";
export * from "./paging/paging.ts";
export * from "./posts/post.ts";
export * from "./reach/reach.ts";
export * from "./search/search-match-schema.ts";
export * from "./settings/setting.ts";
export * from "./site-facts/member-settings-schema.ts";
export * from "./site-facts/site-facts-schema.ts";
export * from "./staff/sign-in-security.ts";
export * from "./staff/staff.ts";
export * from "./staff/staff-team.ts";
export * from "./submissions/submission.ts";
export * from "./webhooks/webhook.ts";
