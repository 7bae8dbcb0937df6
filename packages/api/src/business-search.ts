// The directory search (decision 016): which businesses match a search and in what order, in one
// parameterised query. Every word of the search must be found in the name, category or description:
//   - as a word, through PostgreSQL's full-text search over the generated, weighted "searchVector"
//     (English stemming: "galleries" finds "gallery");
//   - as a piece of a word ("cof" finds "coffee"; from the start of a word for one or two letters);
//   - from four letters, one typo away ("cofee" finds "coffee").
// The last two look the search word up in "BusinessSearchWord", every word the businesses use
// (pg_trgm serves both lookups: LIKE and similarity), and search "searchVector" for the words found.
// A search word holding other characters than letters and digits ("100%", "lu's") is looked for
// as typed instead (ILIKE with %, _ and \ escaped, so they match themselves).
// The matching rows come in the same statement, with the columns of the router's `select` constant.
// Order: the exact name first, then how well the words match the name, then the category, then the
// description (a whole word over a piece of one over a typo), then by name.
import { businessGroups, FUZZY_MIN_LENGTH, parseBusinessGroup } from "@chamber/core";
import { Prisma, type PrismaClient } from "@chamber/db";
import { likeLiteral } from "./like-literal.ts";

export interface SearchQuery {
  /** The search as typed (trimmed); its words come from `searchWords`. */
  search: string;
  words: readonly string[];
  category?: string | undefined;
  /** Only what the public may see at this instant; undefined: every business. */
  visibleAt?: Date | undefined;
  limit?: number | undefined;
  offset: number;
}

/**
 * The visibility rule of packages/core/src/visibility.ts (`visibleWhere`) in SQL: published, its
 * publish date absent or reached, its unlist date absent or still ahead.
 */
const visibleSql = (now: Date) =>
  Prisma.sql`b."published" = true
    AND (b."publishedAt" IS NULL OR b."publishedAt" <= ${now})
    AND (b."unlistAt" IS NULL OR b."unlistAt" > ${now})`;

/** A public group name ("Dining") gathers its categories; any other text matches one category, ignoring case. */
function categorySql(category: string) {
  const group = parseBusinessGroup(category);
  const names: readonly string[] = group ? businessGroups[group] : [category];
  return Prisma.sql`lower(b."category") IN (${Prisma.join(names.map((name) => name.toLowerCase()))})`;
}

const fields = [
  { column: Prisma.sql`b."name"`, weight: Prisma.sql`'{a}'` },
  { column: Prisma.sql`b."category"`, weight: Prisma.sql`'{b}'` },
  { column: Prisma.sql`b."description"`, weight: Prisma.sql`'{c}'` },
] as const;
type Field = (typeof fields)[number];

/** The known words a search word finds, as one full-text query ("a or b or …"; empty when none). */
const knownWords = (where: Prisma.Sql) =>
  Prisma.sql`(SELECT websearch_to_tsquery('english', coalesce(string_agg(l."word", ' or '), ''))
    FROM "BusinessSearchWord" l WHERE ${where})`;

/** One search word: its parameters and the full-text queries it becomes, computed once per search. */
function wordTerms(word: string, index: number) {
  const plain = /^[\p{L}\p{N}]+$/u.test(word);
  // One or two letters would find pieces of most words: they match the start of a word only.
  const pattern = plain && word.length < 3 ? `${likeLiteral(word)}%` : `%${likeLiteral(word)}%`;
  const column = (kind: string) => Prisma.raw(`"${kind}${index}"`);
  return {
    word,
    pattern,
    /** Letters and digits only: looked up among the known words; anything else is looked for as typed. */
    plain,
    exact: Prisma.sql`q.${column("exact")}`,
    piece: Prisma.sql`q.${column("piece")}`,
    typo: Prisma.sql`q.${column("typo")}`,
    /** The queries' definitions, for the one-row `q` the search joins. */
    definitions: [
      Prisma.sql`plainto_tsquery('english', ${word}::text) AS ${column("exact")}`,
      Prisma.sql`${plain ? knownWords(Prisma.sql`l."word" LIKE ${pattern}::text`) : Prisma.sql`''::tsquery`} AS ${column("piece")}`,
      Prisma.sql`${
        plain && word.length >= FUZZY_MIN_LENGTH
          ? knownWords(Prisma.sql`l."word" % ${word}::text AND within_one_edit(l."word", ${word}::text)`)
          : Prisma.sql`''::tsquery`
      } AS ${column("typo")}`,
    ],
  };
}
type WordTerms = ReturnType<typeof wordTerms>;

/** True when the word is found anywhere in the business. */
function wordFound(terms: WordTerms) {
  if (terms.plain) return Prisma.sql`b."searchVector" @@ (${terms.exact} || ${terms.piece} || ${terms.typo})`;
  const ways = [Prisma.sql`b."searchVector" @@ ${terms.exact}`];
  for (const { column } of fields) ways.push(Prisma.sql`${column} ILIKE ${terms.pattern}::text`);
  return Prisma.sql`(${Prisma.join(ways, " OR ")})`;
}

/** How well the word matches one field: 3 a whole word, 2 a piece of one, 1 one typo away, 0 not at all. */
function wordScore(terms: WordTerms, field: Field) {
  const words = Prisma.sql`ts_filter(b."searchVector", ${field.weight})`;
  const piece = terms.plain
    ? Prisma.sql`${words} @@ ${terms.piece}`
    : Prisma.sql`${field.column} ILIKE ${terms.pattern}::text`;
  return Prisma.sql`CASE WHEN ${words} @@ ${terms.exact} THEN 3 WHEN ${piece} THEN 2 WHEN ${words} @@ ${terms.typo} THEN 1 ELSE 0 END`;
}

/**
 * One page of the matches, best first, with the `columns` asked for (a router's `select`
 * constant, so a search answers no column a list would not), and how many match in all.
 */
export async function searchBusinesses<Row>(
  prisma: PrismaClient,
  query: SearchQuery,
  select: Record<string, true>,
): Promise<{ rows: Row[]; total: number }> {
  const columns = Object.keys(select).map((column) => {
    // Names from the code, never from a request; checked anyway before they become SQL.
    if (!/^[A-Za-z]+$/.test(column)) throw new Error(`Not a column name: ${column}`);
    return Prisma.raw(`b."${column}"`);
  });
  const terms = query.words.map(wordTerms);
  const conditions = terms.map(wordFound);
  if (query.visibleAt) conditions.push(visibleSql(query.visibleAt));
  if (query.category) conditions.push(categorySql(query.category));
  const where = Prisma.join(conditions, " AND ");
  // Materialised: each word's queries are computed once per search, not once per row or per use.
  const queries = Prisma.sql`WITH q AS MATERIALIZED (SELECT ${Prisma.join(
    terms.flatMap((word) => word.definitions),
    ", ",
  )})`;
  const fieldScores = fields.map((field) =>
    Prisma.join(
      terms.map((word) => wordScore(word, field)),
      " + ",
    ),
  );
  const limit = query.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${query.limit}`;
  const found = await prisma.$queryRaw<(Row & { total: bigint })[]>`
    ${queries}
    SELECT ${Prisma.join(columns, ", ")}, count(*) OVER () AS total
    FROM q, "Business" b
    WHERE ${where}
    ORDER BY (lower(b."name") = lower(${query.search}::text)) DESC,
      ${Prisma.join(
        fieldScores.map((score) => Prisma.sql`(${score}) DESC`),
        ", ",
      )},
      b."name" ASC, b."id" ASC
    ${limit} OFFSET ${query.offset}`;
  if (found.length > 0 || query.offset === 0) {
    const rows = found.map(({ total: _count, ...row }) => row as Row);
    return { rows, total: Number(found[0]?.total ?? 0) };
  }
  // Past the last match the window has no row to count on: count on their own.
  const [counted] = await prisma.$queryRaw<{ total: bigint }[]>`
    ${queries} SELECT count(*) AS total FROM q, "Business" b WHERE ${where}`;
  return { rows: [], total: Number(counted?.total ?? 0) };
}
