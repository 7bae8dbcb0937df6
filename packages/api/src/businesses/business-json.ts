// A business's two JSON columns as their core types. `hours` and `social` are written only after
// the core schemas (`hours`, `social`) parsed them, so a read takes them as those types rather than
// parsing them again; a business with no links answers `social: {}`, one with no hours `hours: null`.
import type { Hours, Social } from "@chamber/core/schemas";
import { Prisma } from "@chamber/db";

type StoredJson = { hours: Prisma.JsonValue; social: Prisma.JsonValue };
type Typed<Row> = Omit<Row, "hours" | "social"> & { hours: Hours | null; social: Social };

/** `row` with its hours and social links typed (see the top of the file). */
export function withBusinessJson<Row extends StoredJson>(row: Row): Typed<Row> {
  return { ...row, hours: (row.hours as Hours | null) ?? null, social: (row.social as Social | null) ?? {} };
}

type JsonWrite = Prisma.NullableJsonNullValueInput | Prisma.InputJsonValue;

/**
 * What a write stores: a database null for no hours and for no links at all. A field left out
 * (undefined) is left as it is, so a partial change (a member's, an approval) keeps it.
 */
export function businessJsonData(fields: { hours?: Hours | null | undefined; social?: Social | null | undefined }): {
  hours?: JsonWrite;
  social?: JsonWrite;
} {
  const links = Object.entries(fields.social ?? {}).filter(([, url]) => url);
  return {
    ...(fields.hours !== undefined && { hours: fields.hours ?? Prisma.DbNull }),
    ...(fields.social !== undefined && { social: links.length > 0 ? Object.fromEntries(links) : Prisma.DbNull }),
  };
}
