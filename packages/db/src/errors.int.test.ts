// Prisma error codes the API relies on (docs: P2002 → 409, P2025 → 404) arrive as adapter-pg reports them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { Prisma } from "./generated/prisma/client.ts";
import { openTestDatabase } from "./testing/test-database.ts";

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

async function failure(work: () => Promise<unknown>): Promise<Prisma.PrismaClientKnownRequestError> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    return error as Prisma.PrismaClientKnownRequestError;
  }
  throw new Error("expected the query to fail");
}

describe("Prisma errors on PostgreSQL", () => {
  it("reports a unique clash as P2002 naming the column", async () => {
    const page = { title: "About", slug: "about-ojai-valley", content: "Hello" };
    await db.prisma.page.create({ data: page });
    const error = await failure(() => db.prisma.page.create({ data: page }));
    expect(error.code).toBe("P2002");
    const meta = error.meta as {
      target?: string[];
      driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } };
    };
    expect(meta.target ?? meta.driverAdapterError?.cause?.constraint?.fields).toEqual(["slug"]);
  });

  it("reports a unique clash inside a transaction as P2002 too", async () => {
    await db.prisma.setting.create({ data: { key: "site.phone", value: "1" } });
    const error = await failure(() =>
      db.prisma.$transaction(async (tx) => {
        await tx.setting.create({ data: { key: "site.email", value: "2" } });
        await tx.setting.create({ data: { key: "site.phone", value: "3" } });
      }),
    );
    expect(error.code).toBe("P2002");
    expect(await db.prisma.setting.count({ where: { key: "site.email" } })).toBe(0);
  });

  it("reports an update of a missing row as P2025", async () => {
    const error = await failure(() => db.prisma.business.update({ where: { id: 987_654 }, data: { name: "x" } }));
    expect(error.code).toBe("P2025");
  });

  it("reports a broken foreign key as P2003", async () => {
    const error = await failure(() =>
      db.prisma.session.create({ data: { tokenHash: "h", userId: 987_654, expiresAt: new Date() } }),
    );
    expect(error.code).toBe("P2003");
  });

  it("keeps the connection usable after errors", async () => {
    expect(await db.ping()).toBe(true);
    expect(await db.prisma.page.count()).toBe(1);
  });
});
