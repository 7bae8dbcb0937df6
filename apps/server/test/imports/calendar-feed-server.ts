// A calendar feed on this machine for the import tests: serves whatever text the test sets, or
// stalls, on a loopback port (so the app must be built with allowPrivateTargets to read it).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FeedServer {
  url: string;
  /** What GET answers from now on: the calendar's text, or "stall" to never answer. */
  serve(body: string | Buffer | "stall", status?: number): void;
  /** Runs `look` on each request before it is answered (what the app is doing while it waits). */
  whileReading(look: (() => Promise<void>) | null): void;
  close(): Promise<void>;
}

export async function feedServer(): Promise<FeedServer> {
  let body: string | Buffer | "stall" = "";
  let status = 200;
  let look: (() => Promise<void>) | null = null;
  const server: Server = createServer(async (_request, response) => {
    if (body === "stall") return; // the socket is left open, unanswered
    await look?.();
    response.writeHead(status, { "content-type": "text/calendar; charset=utf-8" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/calendar.ics`,
    serve: (next, nextStatus = 200) => {
      body = next;
      status = nextStatus;
    },
    whileReading: (next) => {
      look = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
