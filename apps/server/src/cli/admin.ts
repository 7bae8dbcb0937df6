// `pnpm admin …`: administration from the command line, on the same database as the server
// (DATABASE_URL, or the embedded database in DATA_DIR), migrated first.
//
//   pnpm admin token create --name "Member portal" [--role editor] [--expires 90d]   prints it once
//   pnpm admin token list
//   pnpm admin token revoke <id>
//   pnpm admin password --email <email>   (the new password on standard input)
//   pnpm admin two-step-reset --email <email>
import "../node-version.ts";
import { parseArgs } from "node:util";
import { type Database, DataDirInUseError, migrate, openDatabase } from "@chamber/db";
import { EnvError, readEnv } from "../env.ts";
import { readSecretLine, resetAdminTwoStep, setAdminPassword } from "./admin-password.ts";
import {
  AdminCommandError,
  createApiToken,
  formatTokenTable,
  listApiTokens,
  parseExpiry,
  parseRole,
  revokeApiToken,
} from "./api-tokens.ts";

const usage = `Usage:
  pnpm admin token create --name <name> [--role editor] [--expires 90d]
                                          make an API token (shown once: store it safely);
                                          --role: owner, editor (the default) or moderator;
                                          --expires: 12h, 90d, 8w, 1y or a date (2027-01-31)
  pnpm admin token list                   every token: id, name, role, created, last used, expires, revoked
  pnpm admin token revoke <id>            stop a token from working
  pnpm admin password --email <email>     set an admin's password, read from standard input
                                          (typed at a prompt, or piped); ends that admin's sessions
  pnpm admin two-step-reset --email <email>
                                          turn off an admin's two-step sign-in (a lost phone and
                                          lost recovery codes): the password alone signs in again

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (default ./data),
whether or not the site is running.`;

class UsageError extends Error {}

async function run(args: string[], db: () => Promise<Database>): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      expires: { type: "string" },
      role: { type: "string" },
      email: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [group, command, ...rest] = positionals;
  if (values.help || !group) return usage;
  if (group === "password") {
    if (values.email === undefined) throw new UsageError("password needs --email <email>");
    const password = await readSecretLine("New password (not shown): ");
    const { email, sessionsEnded } = await setAdminPassword((await db()).prisma, values.email, password);
    return `Password of ${email} changed; ${sessionsEnded} session(s) ended.`;
  }
  if (group === "two-step-reset") {
    if (values.email === undefined) throw new UsageError("two-step-reset needs --email <email>");
    const email = await resetAdminTwoStep((await db()).prisma, values.email);
    return `Two-step sign-in of ${email} turned off: their password alone signs in until they turn it on again.`;
  }
  if (group !== "token") throw new UsageError(`Unknown command "${group}"`);

  const database = await db();
  if (command === "create") {
    if (values.name === undefined) throw new UsageError("token create needs --name <name>");
    const expiresAt = values.expires === undefined ? undefined : parseExpiry(values.expires, new Date());
    const role = parseRole(values.role);
    const { id, token } = await createApiToken(database.prisma, values.name, { expiresAt, role });
    return [
      `Created API token ${id} "${values.name.trim()}" (${role})${expiresAt ? `, valid until ${expiresAt.toISOString()}` : ""}. Copy it now: it will not be shown again.`,
      "",
      `  ${token}`,
      "",
      "Use it as: Authorization: Bearer <token>",
    ].join("\n");
  }
  if (command === "list") return formatTokenTable(await listApiTokens(database.prisma));
  if (command === "revoke") {
    const id = Number(rest[0]);
    if (!Number.isInteger(id) || id < 1) throw new UsageError("token revoke needs the token's id (see token list)");
    const row = await revokeApiToken(database.prisma, id);
    return `Revoked API token ${row.id} "${row.name}".`;
  }
  throw new UsageError(`Unknown token command "${command ?? ""}"`);
}

async function main() {
  let database: Database | undefined;
  const open = async () => {
    const env = readEnv();
    // Beside a running site, the CLI talks to the embedded server that site started.
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, shareRunningServer: true });
    await migrate(database);
    return database;
  };
  try {
    console.log(await run(process.argv.slice(2), open));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
    } else if (error instanceof AdminCommandError || error instanceof EnvError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else if (error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      console.error(`${error.message}\n\n${usage}`);
    } else {
      console.error("The admin command failed:", error);
    }
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

await main();
