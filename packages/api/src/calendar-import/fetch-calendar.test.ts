// A feed that never answers is given up on at the time limit (10 s in use; shorter here), and a
// private address is refused unless the server allows it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FeedUnreadable, fetchCalendar } from "./fetch-calendar.ts";

const server = createServer(() => {
  // Never answers.
});
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stall.ics`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it("gives up on a feed that does not answer in time", async () => {
  const started = Date.now();
  await expect(fetchCalendar(url, { allowPrivate: true }, 300)).rejects.toThrow(/No complete answer within/);
  expect(Date.now() - started).toBeLessThan(5_000);
});

it("refuses a loopback address unless private targets are allowed", async () => {
  const https = url.replace("http:", "https:");
  await expect(fetchCalendar(https, { allowPrivate: false })).rejects.toThrow(FeedUnreadable);
  await expect(fetchCalendar(https, { allowPrivate: false })).rejects.toThrow("resolves to a loopback address");
});
