// Prisma turns `contains` and a case-insensitive `equals` into PostgreSQL (I)LIKE patterns and
// passes the text through as it is: `%` and `_` then act as wildcards, and a trailing `\` makes
// an invalid pattern (a 500 for `GET /api/events?category=%5C`). Escaping them with LIKE's
// default escape character makes every character match itself.
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");
