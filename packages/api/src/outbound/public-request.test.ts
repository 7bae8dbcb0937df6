import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkTargetUrl, nonPublicReason, OutboundRefused, requestPublic } from "./public-request.ts";

describe("nonPublicReason", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["192.168.0.10", "private"],
    ["172.16.5.4", "private"],
    ["169.254.169.254", "link local"],
    ["::1", "loopback"],
    ["fe80::1", "link local"],
    ["fd00::1", "unique local"],
    ["::ffff:127.0.0.1", "loopback"],
    ["0.0.0.0", "unspecified"],
  ])("refuses %s (%s)", (address, words) => {
    expect(nonPublicReason(address)).toContain(words);
  });

  it.each(["93.184.216.34", "2606:4700::1111"])("allows the public address %s", (address) => {
    expect(nonPublicReason(address)).toBeNull();
  });
});

describe("checkTargetUrl", () => {
  it("takes https only, unless private targets are allowed", () => {
    expect(() => checkTargetUrl("http://example.com/feed.ics", { allowPrivate: false })).toThrow(/https/);
    expect(checkTargetUrl("http://example.com/feed.ics", { allowPrivate: true }).host).toBe("example.com");
    expect(() => checkTargetUrl("not a url", { allowPrivate: false })).toThrow(OutboundRefused);
    expect(() => checkTargetUrl("https://user:pw@example.com/", { allowPrivate: false })).toThrow(/password/);
  });
});

describe("requestPublic", () => {
  let base = "";
  const server = createServer((request, response) => {
    if (request.url === "/big") return response.end("x".repeat(2048));
    if (request.url === "/slow") return setTimeout(() => response.end("late"), 2_000);
    if (request.url === "/moved") {
      response.writeHead(302, { location: "/ok" });
      return response.end();
    }
    response.end("ok");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const allowed = { allowPrivate: true };
  const request = { maxBytes: 1024, timeoutMs: 500 };

  it("refuses a loopback target by its literal address and by its name", async () => {
    await expect(requestPublic({ ...request, url: "https://127.0.0.1/" }, { allowPrivate: false })).rejects.toThrow(
      /loopback/,
    );
    await expect(requestPublic({ ...request, url: "https://localhost/" }, { allowPrivate: false })).rejects.toThrow(
      /loopback/,
    );
  });

  it("reads an answer, following a redirect when asked", async () => {
    const answer = await requestPublic({ ...request, url: `${base}/moved`, maxRedirects: 2 }, allowed);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("ok");
    const unfollowed = await requestPublic({ ...request, url: `${base}/moved` }, allowed);
    expect(unfollowed.status).toBe(302);
  });

  it("refuses an answer too large or too slow", async () => {
    await expect(requestPublic({ ...request, url: `${base}/big` }, allowed)).rejects.toThrow(/larger than 1 KB/);
    await expect(requestPublic({ ...request, url: `${base}/slow` }, allowed)).rejects.toThrow(/within 1 seconds/);
  });
});
