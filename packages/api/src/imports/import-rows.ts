// One row of an import, checked (docs/decisions/030-business-import.md): its cells by our field
// (the mapping), its category resolved (ours by name or slug, or through the caller's
// `categoryMap`), its hours read, the business it updates found (import-match.ts), and the whole
// checked by the admin form's own schema (`businessInput`), so a row is refused for the reasons the
// form refuses, each naming its field. An update keeps what the row leaves empty.
import { type Category, categoryIn, type ImportTarget, socialNetworks } from "@chamber/core";
import {
  type BusinessData,
  businessInput,
  type ImportRow,
  type ImportRowError,
  normalizeUrl,
} from "@chamber/core/schemas";
import type { Prisma } from "@chamber/db";
import { HOURS_FORM, readHours } from "./import-hours.ts";
import { type BusinessMatcher, matchKeys, type RowsClaimed } from "./import-match.ts";

export const existingSelect = {
  id: true,
  name: true,
  description: true,
  category: true,
  address: true,
  phone: true,
  website: true,
  email: true,
  hours: true,
  social: true,
  latitude: true,
  longitude: true,
  updatedAt: true,
} satisfies Prisma.BusinessSelect;
export type ExistingBusiness = Prisma.BusinessGetPayload<{ select: typeof existingSelect }>;

/** What an import writes to a business. */
export type BusinessColumns = Pick<
  BusinessData,
  "name" | "description" | "category" | "address" | "phone" | "website" | "email" | "hours" | "social"
> & { latitude: number | null; longitude: number | null };

export type RowValues = Partial<Record<ImportTarget, string>>;

/** A row's answer, and what an apply needs of it. */
export interface RowPlan extends ImportRow {
  columns?: BusinessColumns;
  /** Who a created business's invitation goes to. */
  invite?: { name: string; email: string };
}

export interface RowChecks {
  categories: readonly Category[];
  categoryMap: Readonly<Record<string, string>>;
  matcher: BusinessMatcher<ExistingBusiness>;
  claimed: RowsClaimed;
  /** The file's categories we do not keep, with how many rows name each (filled as rows are checked). */
  unknownCategories: Map<string, number>;
}

/** The address as one line: street, second line, city, "state zip". */
function addressOf(values: RowValues): string | undefined {
  const stateZip = [values.state, values.zip].filter(Boolean).join(" ");
  const parts = [values.address, values.address2, values.city, stateZip].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** Ours for the file's category: the whole value, else its first listed part we know ("Food; Wine"). */
function categoryOf(value: string, checks: RowChecks): { name: string } | { unknown: string } {
  const parts = [value, ...value.split(/\s*[;|,]\s*/).filter(Boolean)];
  for (const part of parts) {
    const found = categoryIn(checks.categories, checks.categoryMap[part] ?? part);
    if (found) return { name: found.name };
  }
  return { unknown: parts[1] ?? value };
}

function coordinate(value: string | undefined, bound: number, field: string, errors: ImportRowError[]) {
  if (!value) return undefined;
  const number = Number(value.replace(",", "."));
  if (Number.isFinite(number) && Math.abs(number) <= bound) return number;
  errors.push({
    field,
    message: `${field === "latitude" ? "Latitude" : "Longitude"} must be a number from -${bound} to ${bound}`,
  });
  return undefined;
}

const socialOf = (values: RowValues) =>
  Object.fromEntries(
    socialNetworks.flatMap((network) => (values[network] ? [[network, normalizeUrl(values[network])]] : [])),
  );

/** Checks one row; `skipped` rows are answered as such, and claim nothing. */
export function checkRow(row: number, values: RowValues, skipped: boolean, checks: RowChecks): RowPlan {
  const errors: ImportRowError[] = [];
  const name = values.name ?? "";
  let category: string | undefined;
  if (values.category) {
    const found = categoryOf(values.category, checks);
    if ("name" in found) category = found.name;
    else {
      checks.unknownCategories.set(found.unknown, (checks.unknownCategories.get(found.unknown) ?? 0) + 1);
      errors.push({ field: "category", message: `"${found.unknown}" is not one of our categories: map it to one` });
    }
  }
  let hours: unknown;
  if (values.hours) {
    hours = readHours(values.hours);
    if (hours === HOURS_FORM) errors.push({ field: "hours", message: HOURS_FORM });
  }
  const latitude = coordinate(values.latitude, 90, "latitude", errors);
  const longitude = coordinate(values.longitude, 180, "longitude", errors);

  const keys = matchKeys(values);
  const match = checks.matcher.find(keys);
  const base = match?.business;
  const input = {
    name: values.name ?? base?.name,
    description: values.description ?? base?.description,
    // An unknown category is refused above; the schema then checks the rest of the row.
    category: category ?? base?.category,
    address: addressOf(values) ?? base?.address,
    phone: values.phone ?? base?.phone,
    website: values.website ?? base?.website,
    email: values.email ?? base?.email,
    hours: hours === HOURS_FORM ? null : (hours ?? base?.hours ?? null),
    social: { ...((base?.social as object | null) ?? {}), ...socialOf(values) },
  };
  const parsed = businessInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "row");
      // The category's own refusal above says more than "Category is required".
      if (field === "category" && errors.some((error) => error.field === "category")) continue;
      if (field === "hours" && hours === HOURS_FORM) continue;
      errors.push({ field: field === "social" ? String(issue.path[1] ?? field) : field, message: issue.message });
    }
  }
  const answer: RowPlan = {
    row,
    name,
    action: match ? "update" : "create",
    ...(match && { businessId: match.business.id, matchedBy: match.rule }),
  };
  if (skipped) return { ...answer, action: "skip", skipped: true, ...(errors.length > 0 && { errors }) };
  const earlier = errors.length === 0 ? checks.claimed.earlier(keys, match?.business.id) : null;
  if (earlier)
    errors.push({
      field: "row",
      message: `Row ${earlier.row} already ${match ? "updates" : "has"} this business (same ${earlier.rule})`,
    });
  if (errors.length > 0 || !parsed.success) return { ...answer, action: "skip", errors };
  checks.claimed.claim(row, keys, match?.business.id);
  const data = parsed.data;
  const columns: BusinessColumns = {
    name: data.name,
    description: data.description,
    category: data.category,
    address: data.address,
    phone: data.phone,
    website: data.website,
    email: data.email,
    hours: data.hours ?? null,
    social: data.social,
    latitude: latitude ?? base?.latitude ?? null,
    longitude: longitude ?? base?.longitude ?? null,
  };
  const invite = !match && data.email ? { name: values.contactName || data.name, email: data.email } : undefined;
  return { ...answer, columns, ...(invite && { invite }) };
}
