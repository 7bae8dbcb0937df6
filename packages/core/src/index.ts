// @chamber/core: the rules every package shares, one folder per concept (categories/, events/,
// images/, search/, site-facts/, time/ …), each holding its helpers and its zod schemas.
//
// The package has two doors, declared in package.json's "exports":
// - "@chamber/core" (this file): the helpers — plain functions, constants and types. Nothing
//   reachable from here imports zod, so a public page can import any of it without shipping zod
//   (docs/decisions/005-public-shell-and-first-load-budget.md: a module holding schemas keeps its
//   `z.object(...)` calls, and zod, in every bundle that imports it).
// - "@chamber/core/schemas" (schemas.ts): the zod schemas and the types inferred from them, for the
//   API, the admin's forms, and the public forms' check loaded on first use.
// Which door a module goes through is decided here and in schemas.ts, not by its name: a helper
// needs no schema at run time (`import type` from a schema module is erased, so it is fine), a
// schema may use any helper. entries.test.ts fails if zod becomes reachable from this entry, or if
// a module goes out through both doors or neither.
export * from "./businesses/opening-hours-specification.ts";
export * from "./businesses/opening-state.ts";
export * from "./businesses/opening-text.ts";
export * from "./businesses/social-networks.ts";
export * from "./businesses/weekdays.ts";
export * from "./categories/category.ts";
export * from "./events/event-days.ts";
export * from "./events/event-time.ts";
export * from "./events/recurrence.ts";
export * from "./events/registration-rules.ts";
export * from "./events/rule-expansion.ts";
export * from "./events/rule-words.ts";
export * from "./fields/limits.ts";
export * from "./forms/public-forms.ts";
export * from "./forms/registration-fields.ts";
export * from "./images/image-url.ts";
export * from "./imports/import-limits.ts";
export * from "./imports/import-mapping.ts";
export * from "./jobs/job-rules.ts";
export * from "./listings/listing-diff.ts";
export * from "./listings/visibility.ts";
export * from "./news/excerpt.ts";
export * from "./paging/page-limit.ts";
export * from "./reach/reach-days.ts";
export * from "./search/search-match.ts";
export * from "./site/public-paths.ts";
export * from "./site-facts/member-settings.ts";
export * from "./site-facts/site-facts.ts";
export * from "./staff/staff-roles.ts";
export * from "./submissions/submission-kinds.ts";
export * from "./text/slugify.ts";
export * from "./time/time-of-day.ts";
export * from "./time/time-zone.ts";
export * from "./time/zoned-dayjs.ts";
export * from "./trpc/trpc-batch.ts";
