// What a read of a job selects, and how its columns become the answer's shape (`location`, `pay`,
// `apply` objects, as issue 30's contract has them).
import type { EmploymentType } from "@chamber/core";
import type { Prisma } from "@chamber/db";
import { postBusinessSelect, postStateSelect } from "../posts/post-business.ts";

export const jobSelect = {
  id: true,
  title: true,
  description: true,
  businessId: true,
  business: postBusinessSelect,
  employmentType: true,
  locationKind: true,
  address: true,
  payMin: true,
  payMax: true,
  payUnit: true,
  applyUrl: true,
  applyEmail: true,
  postedAt: true,
  closesAt: true,
  ...postStateSelect,
} satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

/** Newest posting first. */
export const jobOrder: Prisma.JobOrderByWithRelationInput[] = [{ postedAt: "desc" }, { id: "desc" }];

/** A row as the answer carries it; the business's own address stands for kind "business". */
export function jobAnswer<Row extends JobRow>(row: Row) {
  const { locationKind, address, payMin, payMax, payUnit, applyUrl, applyEmail, employmentType, ...rest } = row;
  return {
    ...rest,
    employmentType: employmentType as EmploymentType,
    location: {
      kind: locationKind,
      address: locationKind === "business" ? row.business.address : locationKind === "address" ? address : null,
    },
    pay:
      payMin !== null && payUnit !== null
        ? { min: payMin, max: payMax, unit: payUnit, currency: "USD" as const }
        : null,
    apply: { url: applyUrl, email: applyEmail },
  };
}

/** The columns of a job's fields as the schemas read them. */
export function jobColumns(fields: {
  title: string;
  description: string;
  employmentType: string;
  location: { kind: "business" | "address" | "remote"; address: string | null };
  pay: { min: number; max: number | null; unit: "hour" | "week" | "month" | "year" } | null;
  apply: { url: string | null; email: string | null };
}) {
  return {
    title: fields.title,
    description: fields.description,
    employmentType: fields.employmentType,
    locationKind: fields.location.kind,
    address: fields.location.kind === "address" ? fields.location.address : null,
    payMin: fields.pay?.min ?? null,
    payMax: fields.pay?.max ?? null,
    payUnit: fields.pay?.unit ?? null,
    applyUrl: fields.apply.url,
    applyEmail: fields.apply.email,
  };
}
