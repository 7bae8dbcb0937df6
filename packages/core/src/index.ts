// @chamber/core: the rules every package shares, one folder per concept. Its schemas have a door
// of their own, "@chamber/core/schemas"; until every importer uses it they are exported here too.
export * from "./categories/category.ts";
export * from "./events/event-time.ts";
export * from "./events/recurrence.ts";
export * from "./events/rule-expansion.ts";
export * from "./forms/public-forms.ts";
export * from "./images/image-url.ts";
export * from "./listings/visibility.ts";
export * from "./news/excerpt.ts";
export * from "./schemas.ts";
export * from "./search/search-match.ts";
export * from "./site-facts/site-facts.ts";
export * from "./text/slugify.ts";
export * from "./time/time-of-day.ts";
export * from "./time/time-zone.ts";
export * from "./time/zoned-dayjs.ts";
export * from "./trpc/trpc-batch.ts";
