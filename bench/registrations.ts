// bench/registrations: one event's registrations under load. The app (buildApp) on a fresh embedded
// database takes --rate registrations a second for one event of --capacity places for --duration
// seconds, each sent at its due instant (an open loop: a request kept waiting counts its wait).
// Rate limits are off and the form tokens are fetched ahead and left to age past their youngest
// accepted age, so every request reaches the decision under the event's row lock. Afterwards the database is
// read back: every 201 has its row with the status it answered, none is lost or doubled, and the
// confirmed places never pass the capacity.
//
//   pnpm bench registrations [--rate 200] [--duration 10] [--capacity 500] [--connections 50]
import { Agent, request } from "node:http";
import { FORM_TOKEN_MIN_AGE_MS } from "@chamber/core";
import { benchApp, numberArg, openBenchDatabase, parseArgs } from "./lib/setup.ts";

const args = parseArgs(process.argv.slice(2));
const rate = numberArg(args, "rate", 200);
const durationSeconds = numberArg(args, "duration", 10);
const capacity = numberArg(args, "capacity", 500);
const connections = numberArg(args, "connections", 50);

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function post(agent: Agent, url: URL, path: string, payload: object): Promise<Answer> {
  const started = performance.now();
  const body = JSON.stringify(payload);
  return new Promise((done) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk));
        response.on("end", () =>
          done({ status: response.statusCode ?? 0, ms: performance.now() - started, body: text }),
        );
      },
    );
    // The server answers a request it held 30 s with a closed socket; a minute bounds the run.
    sent.setTimeout(60_000, () => sent.destroy(new Error("no answer in 60 s")));
    sent.on("error", (error) => done({ status: 0, ms: performance.now() - started, body: String(error) }));
    sent.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

async function main() {
  const count = Math.round(rate * durationSeconds);
  console.log(`Setting up: the app on a fresh embedded database, one event of ${capacity} places…`);
  const setup = await openBenchDatabase(0);
  const app = await benchApp(setup.db, { rateLimits: false });
  try {
    const { prisma } = setup.db;
    const event = await prisma.event.create({
      data: {
        title: "Bench Mixer",
        description: "Registrations under load.",
        category: "Networking",
        location: "Libbey Park",
        date: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    await prisma.registrationSettings.create({ data: { eventId: event.id, capacity, maxPlaces: 2 } });
    const url = new URL(await app.listen({ port: 0, host: "127.0.0.1" }));
    const tokens: string[] = [];
    while (tokens.length < count) {
      const batch = Array.from({ length: Math.min(100, count - tokens.length) }, async () => {
        const answer = await fetch(new URL("/api/submissions/token", url));
        return ((await answer.json()) as { token: string }).token;
      });
      tokens.push(...(await Promise.all(batch)));
    }
    // A token is accepted from its third second on.
    await new Promise((wake) => setTimeout(wake, FORM_TOKEN_MIN_AGE_MS + 500));
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const path = `/api/events/${event.id}/registrations`;

    console.log(`${count} registrations at ${rate}/s over ${connections} connections…`);
    const start = performance.now();
    const answers: Promise<Answer & { lateMs: number }>[] = [];
    for (let n = 0; n < count; n++) {
      const due = start + (n * 1000) / rate;
      const early = due - performance.now();
      if (early > 0) await new Promise((wake) => setTimeout(wake, early));
      const payload = {
        name: `Guest ${n}`,
        email: `guest${n}@bench.example`,
        places: 1 + (n % 2),
        formToken: tokens[n],
      };
      // Timed from the instant it was due: a wait for a free connection counts.
      answers.push(post(agent, url, path, payload).then((answer) => ({ ...answer, lateMs: performance.now() - due })));
    }
    const done = await Promise.all(answers);
    const seconds = (performance.now() - start) / 1000;
    agent.destroy();

    const created = done.filter((answer) => answer.status === 201);
    const latencies = done.map((answer) => answer.lateMs).sort((a, b) => a - b);
    const others = done.filter((answer) => answer.status !== 201);
    console.log(
      `\n${(created.length / seconds).toFixed(0)} registrations/s answered 201 (${created.length} of ${count}, ${others.length} other)` +
        `   p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`,
    );
    for (const other of others.slice(0, 3)) console.log(`  ${other.status} ${other.body.slice(0, 200)}`);

    // The database against the answers.
    const rows = await prisma.registration.findMany({ where: { eventId: event.id } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const answered = created.map((answer) => {
      const receipt = JSON.parse(answer.body) as { status: string; manageUrl: string };
      const id = Number(receipt.manageUrl.split("/").pop()?.split(".")[0]);
      return { id, status: receipt.status };
    });
    const lost = answered.filter(({ id, status }) => byId.get(id)?.status !== status);
    const confirmedPlaces = rows.filter((row) => row.status === "confirmed").reduce((sum, row) => sum + row.places, 0);
    const confirmed = rows.filter((row) => row.status === "confirmed").length;
    const addresses = new Set(rows.map((row) => row.emailKey));
    const problems = [
      ...(lost.length > 0 ? [`${lost.length} answered 201 without their row and status`] : []),
      ...(new Set(answered.map(({ id }) => id)).size !== answered.length ? ["one row answered twice"] : []),
      ...(addresses.size !== rows.length ? [`${rows.length - addresses.size} addresses registered twice`] : []),
      ...(confirmedPlaces > capacity ? [`${confirmedPlaces} places confirmed of ${capacity}`] : []),
    ];
    // A request whose answer never arrived (the client gave up) may still have been registered.
    if (rows.length > created.length)
      console.log(`${rows.length - created.length} registered whose answer did not arrive (no 201 seen).`);
    console.log(
      `Read back: ${rows.length} registrations, ${confirmed} confirmed holding ${confirmedPlaces} of ${capacity} places, ${rows.length - confirmed} waitlisted.`,
    );
    console.log(problems.length === 0 ? "None lost or double-booked." : `PROBLEMS: ${problems.join("; ")}`);
    if (problems.length > 0 || others.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await setup.close();
  }
}

await main();
