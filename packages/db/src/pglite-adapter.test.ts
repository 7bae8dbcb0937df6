// The SQLSTATE → Prisma error-kind mapping that makes PGlite report P2002/P2003 like adapter-pg.
import { describe, expect, it } from "vitest";
import { mapPostgresError } from "./pglite-adapter.ts";

const cause = (code: string, extra: { detail?: string; column?: string } = {}) => ({
  kind: "postgres" as const,
  code,
  message: `error ${code}`,
  ...extra,
});

describe("mapPostgresError", () => {
  it("maps 23505 to a unique violation naming the key's columns", () => {
    expect(
      mapPostgresError(cause("23505", { detail: 'Key ("tenantId", slug)=(1, about) already exists.' })),
    ).toMatchObject({
      kind: "UniqueConstraintViolation",
      constraint: { fields: ["tenantId", "slug"] },
      originalCode: "23505",
    });
  });

  it("maps 23503 to a foreign-key violation and 23502 to a null violation", () => {
    expect(mapPostgresError(cause("23503", { column: "userId" }))).toMatchObject({
      kind: "ForeignKeyConstraintViolation",
    });
    expect(mapPostgresError(cause("23502", { column: "name" }))).toMatchObject({
      kind: "NullConstraintViolation",
      constraint: { fields: ["name"] },
    });
  });

  it("keeps any other error a plain PostgreSQL error with its code", () => {
    expect(mapPostgresError(cause("42P01"))).toMatchObject({ kind: "postgres", code: "42P01" });
  });
});
