// Prisma error codes arrive the same on both databases (DESIGN §2): the API maps P2002 to 409
// and P2025 to 404, so the PGlite adapter must report them exactly as adapter-pg does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database.ts";
import { Prisma } from "./generated/prisma/client.ts";
import { openTestDatabase } from "./testing.ts";

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

describe(`Prisma errors on ${process.env.CHAMBER_TEST_DB === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
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
