// Every key of the read cache in one place. Reads are stored under their entity's prefix, and
// every write to an entity drops that prefix (`writeProcedure` in trpc.ts), so a read added here
// is invalidated by the writes that change it without anyone having to remember it.

export const cachePrefix = {
  businesses: "businesses:",
  events: "events:",
  news: "news:",
  boardMembers: "board-members:",
  pages: "pages:",
  settings: "settings:",
  categories: "categories:",
  home: "home:",
  deals: "deals:",
  jobs: "jobs:",
  newsletters: "newsletters:",
} as const;

export type CachedEntity = keyof typeof cachePrefix;

export const cacheKey = {
  businesses: {
    /**
     * One page of the list; `limit` undefined is "to the end" (the whole list). `open`: the "Open
     * now" filter's set of open businesses (businesses/open-now.ts `openSetKey`), not the minute.
     */
    page: (category = "", search = "", limit: number | undefined, offset: number, open?: string) =>
      `${cachePrefix.businesses}page:${limit ?? "all"}:${offset}:${category}:${open ? `open=${open}:` : ""}${search}`,
    featured: (limit: number) => `${cachePrefix.businesses}featured:${limit}`,
    /** How many businesses the directory lists, for the home page's live figure. */
    listedCount: () => `${cachePrefix.businesses}count:listed`,
    /** One business's page, by its slug or an old one (businesses/business-slug.ts). */
    bySlug: (slug: string) => `${cachePrefix.businesses}slug:${slug}`,
    /** Where a listing's counted link /go/{id}/{kind} leads (reach/click-target.ts). */
    clickTarget: (id: number, kind: string) => `${cachePrefix.businesses}go:${id}:${kind}`,
  },
  events: {
    /**
     * `when` narrows the list to upcoming or past events, `series` "once" lists a series once;
     * without them the key is as it always was.
     */
    list: (category = "", when?: string, series?: string) =>
      `${cachePrefix.events}list:${category}${when ? `:${when}` : ""}${series === "once" ? ":once" : ""}`,
    /** One page of the list; `limit` undefined is "to the end". */
    page: (category = "", limit: number | undefined, offset: number, when?: string, series?: string) =>
      `${cachePrefix.events}page:${limit ?? "all"}:${offset}:${category}${when ? `:${when}` : ""}${series === "once" ? ":once" : ""}`,
    featured: (limit: number) => `${cachePrefix.events}featured:${limit}`,
    byId: (id: number) => `${cachePrefix.events}id:${id}`,
    /** How many published events fall in `year` (the site's calendar year), for the home page: a new year is a new key. */
    countInYear: (year: number) => `${cachePrefix.events}count:year:${year}`,
    /** The next events a business organizes, for its page. */
    organizer: (businessId: number) => `${cachePrefix.events}organizer:${businessId}`,
    /**
     * The iCalendar feed's text, events and series together. It also holds the chamber's name,
     * a setting, so a new name is a new key rather than a second prefix to drop. A category's feed
     * is keyed by the category's stored name (a renamed category is a new key too).
     */
    calendar: (name: string, category = "") => `${cachePrefix.events}calendar:${category}:${name}`,
  },
  news: {
    list: () => `${cachePrefix.news}list`,
    byId: (id: number) => `${cachePrefix.news}id:${id}`,
  },
  boardMembers: {
    list: () => `${cachePrefix.boardMembers}list`,
  },
  pages: {
    bySlug: (slug: string) => `${cachePrefix.pages}slug:${slug}`,
    published: () => `${cachePrefix.pages}published`,
  },
  categories: {
    /** One kind's list, in order: every form, filter and category check reads it. */
    list: (kind: string) => `${cachePrefix.categories}list:${kind}`,
  },
  newsletters: {
    /** The sent issues, newest first, for the public archive. */
    archive: () => `${cachePrefix.newsletters}archive`,
    /** One sent issue as its archive page shows it. */
    byId: (id: number) => `${cachePrefix.newsletters}id:${id}`,
  },
  home: {
    /** The home page's stored content (home/home-content.ts), before its photos and live figures are filled in. */
    content: () => `${cachePrefix.home}content`,
  },
  deals: {
    /**
     * Every approved deal not ended when read, both audiences, with its business: each read filters
     * it by the clock (start ≤ now < end) and the caller (members-only deals for members), so the
     * cached value never shows a deal past its end (docs/decisions/038-deals-and-jobs.md).
     */
    live: () => `${cachePrefix.deals}live`,
    /** One deal in any state, with its description rendered; its reader checks who may see it. */
    byId: (id: number) => `${cachePrefix.deals}id:${id}`,
  },
  jobs: {
    /** Every approved job not closed when read, filtered by the clock on each read, as deals.live. */
    live: () => `${cachePrefix.jobs}live`,
    /** One job in any state, with its description rendered. */
    byId: (id: number) => `${cachePrefix.jobs}id:${id}`,
  },
  settings: {
    /** The settings that describe the chamber to the public (site.*, contact.*, social.*). */
    public: () => `${cachePrefix.settings}public`,
    /** The members' rules (members.*): whether their changes and posts wait for staff. */
    members: () => `${cachePrefix.settings}members`,
    /** Whether the owners require two-step sign-in of every staff account (staff.requireTwoStep). */
    staff: () => `${cachePrefix.settings}staff`,
  },
} as const;
