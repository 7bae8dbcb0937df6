// The most rows one page of a list answers: the schemas refuse a larger `limit` (paging.ts). A helper
// (index.ts), so a page can read the bound without shipping zod.

export const MAX_PAGE_LIMIT = 100;
