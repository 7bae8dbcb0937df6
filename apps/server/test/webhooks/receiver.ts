// A webhook receiver for the tests: a real HTTP server on loopback that keeps what arrives and
// verifies each signature with the standardwebhooks package, as an integrator's receiver would.
// It answers 204, or the statuses it is told to answer next.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { vi } from "vitest";

interface Arrival {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** The status answered. */
  answered: number;
}

export interface Receiver {
  url: string;
  /** Set once the endpoint is registered: every arrival is verified with it. */
  secret: string;
  arrived: Arrival[];
  /** Statuses to answer, in turn, before answering 204 again. */
  answers: number[];
  /** Waits until `count` messages arrived, running the worker meanwhile. */
  waitFor(count: number, run: () => Promise<unknown>): Promise<Arrival[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver = { secret: "", arrived: [] as Arrival[], answers: [] as number[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let payload: { type: string; data: Record<string, unknown> };
      try {
        payload = new Webhook(receiver.secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as typeof payload;
      } catch {
        // A bad signature, a stale timestamp or a missing header: refused, and kept for the test to see.
        payload = { type: "unverified", data: {} };
      }
      const answered = payload.type === "unverified" ? 401 : (receiver.answers.shift() ?? 204);
      receiver.arrived.push({
        id: String(request.headers["webhook-id"]),
        type: payload.type,
        data: payload.data,
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    waitFor: (count: number, run: () => Promise<unknown>) =>
      vi.waitFor(
        async () => {
          await run();
          if (receiver.arrived.length < count) throw new Error(`${receiver.arrived.length} of ${count} arrived`);
          return receiver.arrived;
        },
        { timeout: 10_000, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
