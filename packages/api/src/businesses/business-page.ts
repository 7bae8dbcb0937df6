// One page of the business list and the size of the whole list, searched or not, in one prepared
// statement (decision 016): the directory, GET /api/businesses with a limit or an offset, and the
// admin's list read through it. The statement reads only what it must:
//   - not searched: the page walks the (name, id) index from the offset, and the total counts the
//     visible rows;
//   - searched: `hits` holds the matching businesses' ids and names with their rank keys (computed
//     once per business); the total counts it, the page sorts it, and only the page's rows are
//     joined to their columns;
//   - each row carries its photo (a join, not a second query), its other photos in order (one
//     aggregate per row of the page, through the (businessId, position) index) and the total; past
//     the last page the one row holds the total and nulls.
// It runs through `Database.read` (node-postgres, prepared once per connection) rather than Prisma:
// this is the read the site serves most, and Prisma's query compiler and PostgreSQL's planning cost
// more than the read itself (decision 016, "Measured"). Both forms keep a good plan when PostgreSQL
// plans them once for any limit and offset (its generic plan): a page is an index walk or a sort
// of `hits`, then a lookup by id per row.
import { type Database, Prisma } from "@chamber/db";
import { imageSelect } from "../images/image-reference.ts";
import { type SearchClauses, searchClauses } from "./business-search.ts";

export interface BusinessPageQuery {
  /** The search as typed (trimmed) and its distinct words (`searchWords`); absent: the list by name. */
  search?: { text: string; words: readonly string[] } | undefined;
  /** A category's name, as stored (the router resolves what the request gave). */
  category?: string | undefined;
  /** Only these businesses (the ones open now, open-now.ts); undefined: any. */
  ids?: readonly number[] | undefined;
  /** Only what the public may see at this instant; undefined: every business. */
  visibleAt?: Date | undefined;
  /** Undefined: every row from `offset`. */
  limit?: number | undefined;
  offset: number;
}

/**
 * The visibility rule of packages/core/src/listings/visibility.ts (`visibleWhere`) in SQL: published, its
 * publish date absent or reached, its unlist date absent or still ahead.
 */
const visibleSql = (now: Date) =>
  Prisma.sql`b."published" = true
    AND (b."publishedAt" IS NULL OR b."publishedAt" <= ${now})
    AND (b."unlistAt" IS NULL OR b."unlistAt" > ${now})`;

type StoredImage = Prisma.ImageGetPayload<typeof imageSelect>;
/** What the statement joins to each row: its photo and its other photos, as the router's select shapes them. */
type PageRowPhotos = { image: StoredImage | null; photos: { image: StoredImage }[] };
const imageColumns = Object.keys(imageSelect.select) as (keyof StoredImage)[];

/** Column names come from the code, never from a request; checked anyway before they become SQL. */
function columnSql(table: string, column: string, alias = column) {
  if (!/^[A-Za-z]+$/.test(column)) throw new Error(`Not a column name: ${column}`);
  return Prisma.raw(`${table}."${column}" AS "${alias}"`);
}

/** A page row's other photos, in order, as a JSON array of stored image rows. */
const photosSql = Prisma.sql`(
  SELECT coalesce(json_agg(json_build_object(${Prisma.raw(
    imageColumns.map((column) => `'${column}', bi."${column}"`).join(", "),
  )}) ORDER BY bp."position"), '[]'::json)
  FROM "BusinessPhoto" bp JOIN "Image" bi ON bi."id" = bp."imageId" WHERE bp."businessId" = p."id"
) AS "photos"`;

/** The statement: see the top of this file. */
function pageStatement(query: BusinessPageQuery, columns: string[]) {
  const search: SearchClauses | undefined = query.search && searchClauses(query.search.text, query.search.words);
  const conditions = [...(search?.conditions ?? [])];
  if (query.visibleAt) conditions.push(visibleSql(query.visibleAt));
  if (query.category) conditions.push(Prisma.sql`b."category" = ${query.category}`);
  if (query.ids) conditions.push(Prisma.sql`b."id" = ANY(${[...query.ids]}::int[])`);
  const where = conditions.length > 0 ? Prisma.join(conditions, " AND ") : Prisma.sql`true`;
  const slice = Prisma.sql`${query.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${query.limit}`} OFFSET ${query.offset}`;
  const rankKeys = search?.rankKeys ?? [];
  const rankColumns = rankKeys.map((_, index) => Prisma.raw(`"rank${index}"`));
  const order = (table: string) => {
    const t = Prisma.raw(table);
    return Prisma.join(
      [...rankColumns.map((rank) => Prisma.sql`${t}.${rank} DESC`), Prisma.sql`${t}."name"`, Prisma.sql`${t}."id"`],
      ", ",
    );
  };
  const pageColumns = Prisma.join(
    [...columns, "imageId"].map((column) => columnSql("b", column)),
    ", ",
  );
  // Both forms answer `page` (the page's rows, with their rank keys when searched) and `total`.
  const from = search
    ? Prisma.sql`q AS MATERIALIZED (${search.queries}),
      hits AS MATERIALIZED (
        SELECT ${Prisma.join(
          [
            Prisma.sql`b."id"`,
            Prisma.sql`b."name"`,
            ...rankKeys.map((key, i) => Prisma.sql`${key} AS ${rankColumns[i]}`),
          ],
          ", ",
        )}
        FROM q, "Business" b WHERE ${where}
      ),
      ranked AS (SELECT * FROM hits h ORDER BY ${order("h")} ${slice}),
      page AS (
        SELECT ${Prisma.join(
          rankColumns.map((rank) => Prisma.sql`r.${rank}`),
          ", ",
        )}, ${pageColumns} FROM ranked r JOIN "Business" b ON b."id" = r."id"
      ),
      total AS (SELECT count(*)::int AS "total" FROM hits)`
    : Prisma.sql`page AS (SELECT ${pageColumns} FROM "Business" b WHERE ${where} ORDER BY ${order("b")} ${slice}),
      total AS (SELECT count(*)::int AS "total" FROM "Business" b WHERE ${where})`;
  const selected = [
    ...columns.map((column) => columnSql("p", column)),
    ...imageColumns.map((column) => columnSql("i", column, `image.${column}`)),
    photosSql,
  ];
  return Prisma.sql`WITH ${from}
    SELECT t."total", ${Prisma.join(selected, ", ")}
    FROM total t LEFT JOIN (page p LEFT JOIN "Image" i ON i."id" = p."imageId") ON true
    ORDER BY ${order("p")}`;
}

/**
 * The page `query` asks for, each row with the `columns` asked for (a router's `select` constant,
 * so a page answers no column a list would not) and its photo, and how many businesses match in all.
 */
export async function readBusinessPage<Row extends { id: number; name: string }>(
  db: Database,
  query: BusinessPageQuery,
  columns: { id: true; name: true } & Record<string, true>,
): Promise<{ rows: (Row & PageRowPhotos)[]; total: number }> {
  const names = Object.keys(columns);
  const found = await db.read<Record<string, unknown> & { total: number }>(pageStatement(query, names));
  const rows: (Row & PageRowPhotos)[] = [];
  for (const row of found) {
    // Past the last page the statement's one row holds the total and nulls.
    if (row.id === null) continue;
    const business: Record<string, unknown> = {};
    for (const name of names) business[name] = row[name];
    const image = Object.fromEntries(imageColumns.map((column) => [column, row[`image.${column}`]]));
    business.image = image.id === null ? null : image;
    business.photos = (row.photos as StoredImage[]).map((photo) => ({ image: photo }));
    rows.push(business as Row & PageRowPhotos);
  }
  return { rows, total: found[0]?.total ?? 0 };
}
