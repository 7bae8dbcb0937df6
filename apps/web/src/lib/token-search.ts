// The `?token=` of the mailed links (a staff invitation, a password reset, a member's sign-in),
// read by their pages rather than by
// their routes' validateSearch, which every public page's first script would carry
// (docs/decisions/005-public-shell-and-first-load-budget.md).

export const tokenOfSearch = (search: Record<string, unknown>): string | undefined =>
  typeof search.token === "string" ? search.token : undefined;
