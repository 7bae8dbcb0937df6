// The directory search (decision 016): which businesses match a search and in what order, as the
// clauses of the page statement (business-page.ts). Every word of the search must be found in the
// name, category or description:
//   - as a word, through PostgreSQL's full-text search over the generated, weighted "searchVector"
//     (English stemming: "galleries" finds "gallery");
//   - as a piece of a word ("cof" finds "coffee"; from the start of a word for one or two letters);
//   - from four letters, one typo away ("cofee" and "cofefe" find "coffee").
// The last two look the search word up in "BusinessSearchWord", every word the businesses use
// (pg_trgm serves the LIKE and similarity lookups, typo-lookup.ts what similarity misses), and
// search "searchVector" for the words found.
// A search word holding other characters than letters and digits ("100%", "lu's") is looked for
// as typed instead (ILIKE with %, _ and \ escaped, so they match themselves).
// Order: the exact name first, then a name holding every word as typed, then how well the words
// match the name, then the category, then the description (a whole word over a piece of one over a
// typo), then by name.
import { FUZZY_MIN_LENGTH } from "@chamber/core";
import { Prisma } from "@chamber/db";
import { likeLiteral } from "./like-literal.ts";
import { typoLookup } from "./typo-lookup.ts";

const fields = [
  { column: Prisma.sql`b."name"`, weight: Prisma.sql`'{a}'` },
  { column: Prisma.sql`b."category"`, weight: Prisma.sql`'{b}'` },
  { column: Prisma.sql`b."description"`, weight: Prisma.sql`'{c}'` },
] as const;
type Field = (typeof fields)[number];

/** The known words a search word finds, as one full-text query ("a or b or …"; empty when none). */
const knownWords = (words: Prisma.Sql) =>
  Prisma.sql`(SELECT websearch_to_tsquery('english', coalesce(string_agg(l."word", ' or '), '')) FROM (${words}) l)`;

/**
 * The known words one typo away from `word`: those the trigram index proposes and `within_one_edit`
 * keeps, and those it cannot propose (typo-lookup.ts), by primary key and by LIKE.
 */
function typoWords(word: string) {
  const { exact, patterns } = typoLookup(word);
  return Prisma.sql`SELECT "word" FROM "BusinessSearchWord" WHERE "word" % ${word}::text AND within_one_edit("word", ${word}::text)
    UNION ALL SELECT w."word" FROM unnest(${exact}::text[]) AS t("word") JOIN "BusinessSearchWord" w ON w."word" = t."word"
    UNION ALL SELECT "word" FROM "BusinessSearchWord" WHERE "word" LIKE ANY (${patterns}::text[])`;
}

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
    /** Any of the three: as a word, a piece of one, one typo away. */
    anyWay: Prisma.sql`q.${column("exact")} || q.${column("piece")} || q.${column("typo")}`,
    /** The queries' definitions, for the one-row `q` the search joins. */
    definitions: [
      Prisma.sql`plainto_tsquery('english', ${word}::text) AS ${column("exact")}`,
      Prisma.sql`${plain ? knownWords(Prisma.sql`SELECT "word" FROM "BusinessSearchWord" WHERE "word" LIKE ${pattern}::text`) : Prisma.sql`''::tsquery`} AS ${column("piece")}`,
      Prisma.sql`${
        plain && word.length >= FUZZY_MIN_LENGTH ? knownWords(typoWords(word)) : Prisma.sql`''::tsquery`
      } AS ${column("typo")}`,
    ],
  };
}
type WordTerms = ReturnType<typeof wordTerms>;

/** True when the word is found anywhere in the business. */
function wordFound(terms: WordTerms) {
  // A subquery on `q` (an InitPlan) rather than its columns: the filter then runs as the scan's
  // own condition, before the join, and the rank keys are computed for the matches only (−12 to
  // −35 % of PostgreSQL's time per search, decision 016).
  if (terms.plain) return Prisma.sql`b."searchVector" @@ (SELECT ${terms.anyWay} FROM q)`;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * True when the name holds every word of the search as typed (ignoring case), as often as typed
 * ("topa topa" for Topa Topa Bikes): a word of letters and digits as a whole word of the name, any
 * other as it stands. Counted by splitting the name at the word, which any PostgreSQL can do.
 */
function nameHoldsEveryWord(search: string, terms: readonly WordTerms[]) {
  const typed = search.toLowerCase().split(/\s+/);
  const holds = terms.map(({ word, plain }) => {
    const times = typed.filter((each) => each === word).length;
    const pattern = plain ? `\\m${word}\\M` : escapeRegExp(word);
    return Prisma.sql`coalesce(array_length(regexp_split_to_array(b."name", ${pattern}::text, 'i'), 1), 1) > ${times}::int`;
  });
  return Prisma.sql`(${Prisma.join(holds, " AND ")})`;
}

/** A search as the page statement's clauses, over `q` (its word queries) and `b` (a business). */
export interface SearchClauses {
  /** The one-row `q`: each word's full-text queries, computed once per search. */
  queries: Prisma.Sql;
  /** Each word found somewhere in `b`. */
  conditions: Prisma.Sql[];
  /** The rank of `b`, best first: each key is sorted descending, before the name and id. */
  rankKeys: Prisma.Sql[];
}

/** The clauses of `search` (trimmed, as typed) whose distinct words are `words` (`searchWords`). */
export function searchClauses(search: string, words: readonly string[]): SearchClauses {
  const terms = words.map(wordTerms);
  return {
    queries: Prisma.sql`SELECT ${Prisma.join(
      terms.flatMap((word) => word.definitions),
      ", ",
    )}`,
    conditions: terms.map(wordFound),
    rankKeys: [
      Prisma.sql`(lower(b."name") = lower(${search}::text))`,
      nameHoldsEveryWord(search, terms),
      ...fields.map((field) =>
        Prisma.join(
          terms.map((word) => wordScore(word, field)),
          " + ",
        ),
      ),
    ],
  };
}
