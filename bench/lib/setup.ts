// Shared set-up of the benchmarks: a throw-away embedded database in a temp directory, migrated,
// seeded with the Ojai content and topped up to a given number of businesses, and the real app
// (buildApp) on it, with the web build when there is one.
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "@chamber/api";
import { type Database, migrate, openDatabase, seedIfEmpty } from "@chamber/db";
import { type AppOptions, buildApp } from "@chamber/server/src/app.ts";
import { generatedBusinesses } from "./businesses.ts";
import { webDist } from "./paths.ts";

const webRoot = webDist;
export const hasWebBuild = () => existsSync(join(webRoot, "server", "entry-server.js"));

export const ADMIN_EMAIL = "bench@chamber.example";
export const ADMIN_PASSWORD = "bench-password-0123";

export interface BenchSetup {
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh embedded database holding the seed content and exactly `businesses` businesses. */
export async function openBenchDatabase(businesses = 250): Promise<BenchSetup> {
  const dataDir = mkdtempSync(join(tmpdir(), "chamber-bench-"));
  // Started as root, the embedded PostgreSQL runs as "postgres", which must enter the folder.
  chmodSync(dataDir, 0o755);
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await seedIfEmpty(db.prisma);
  const existing = await db.prisma.business.count();
  if (existing < businesses) {
    await db.prisma.business.createMany({ data: generatedBusinesses(businesses - existing, existing) });
  }
  await db.prisma.adminUser.create({ data: { email: ADMIN_EMAIL, passwordHash: await hashPassword(ADMIN_PASSWORD) } });
  return {
    db,
    dataDir,
    close: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function benchApp(db: Database, options: Omit<Partial<AppOptions>, "db"> = {}) {
  return buildApp({ db, logger: false, webRoot: hasWebBuild() ? webRoot : undefined, ...options });
}

/** `--name value` and `--flag` arguments. */
export function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (!arg.startsWith("--")) continue;
    const [name = "", inline] = arg.slice(2).split("=", 2);
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith("--")) {
      args.set(name, next);
      i++;
    } else args.set(name, "true");
  }
  return args;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const value = args.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative number`);
  return parsed;
}
