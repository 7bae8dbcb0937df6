// How many featured items the home page asks for. Kept apart from the section components so the
// route's loader (which ships in the first bundle) can import them without the components.
/** docs/product.md §9: three featured events, three placeholders while they load. */
export const HOME_FEATURED_LIMIT = 3;
export const HOME_BUSINESS_LIMIT = 3;
/** "Latest Jobs" and "Member Deals": the four newest live posts of each, as the page reads them. */
export const HOME_POSTS = { limit: 4, offset: 0 } as const;
