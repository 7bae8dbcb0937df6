// Real server processes for the scale-out and durability proofs: the built `node apps/server/dist/main.js`
// with its own environment, on a port the OS picks, read back from the start-up banner.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../src/node-flags.ts";

const mainPath = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

const ADMIN_EMAIL = "ops@test.example";
const ADMIN_PASSWORD = "process-test-password";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no draining, no clean close. */
  kill(): Promise<void>;
}

/** `onOutput` sees everything printed so far, each time the process prints (before it is ready too). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  onOutput: (output: string) => void = () => {},
): Promise<ServerProcess> {
  // Nothing of the caller's own server configuration leaks in: each test says what it runs on.
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "DATA_DIR", "REDIS_URL", "REDIS_PREFIX", "PUBLIC_URL", "TRUST_PROXY"])
    delete inherited[name];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainPath], {
    env: {
      ...inherited,
      ...SERVER_ENV,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk.toString();
    onOutput(output);
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk.toString();
    onOutput(output);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = output.match(/Site:\s+(http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Deletes the keys under `prefix` (never FLUSHALL: the Redis may be shared). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 200);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}
