import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { gunzipSync } from "node:zlib";
import { LiveSessions } from "@chamber/api";
import { describe, expect, it } from "vitest";
import { MemoryServerCache } from "../cache/server-cache.ts";
import { isAnonymousNow, PUBLIC_CACHE_CONTROL, responseCache } from "./response-cache.ts";

const json = (body: string) => ({ body: Buffer.from(body), contentType: "application/json" });

describe("the response cache", () => {
  it("answers what was stored, with its tag, and 304 to a matching If-None-Match", () => {
    const responses = responseCache(new MemoryServerCache());
    expect(responses.lookup("/api/news", {})).toBeUndefined();
    responses.store("/api/news", responses.begin(), json("[]"));
    const answer = responses.lookup("/api/news", {});
    expect(answer).toMatchObject({ status: 200, body: Buffer.from("[]") });
    expect(answer?.headers).toMatchObject({
      "cache-control": PUBLIC_CACHE_CONTROL,
      "content-type": "application/json",
    });
    const etag = answer?.headers.etag ?? "";
    const notModified = responses.lookup("/api/news", { "if-none-match": etag });
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeUndefined();
  });

  it("compresses a large answer once, for the encoding the client takes", () => {
    const responses = responseCache(new MemoryServerCache());
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i })));
    responses.store("/api/businesses", responses.begin(), json(body));
    const gzip = responses.lookup("/api/businesses", { "accept-encoding": "gzip" });
    expect(gzip?.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip?.body ?? Buffer.alloc(0)).toString()).toBe(body);
    expect(responses.lookup("/api/businesses", { "accept-encoding": "gzip" })?.body).toBe(gzip?.body);
  });

  it("refuses an answer begun before a write", async () => {
    const cache = new MemoryServerCache();
    const responses = responseCache(cache);
    const ticket = responses.begin();
    await cache.invalidate("news:");
    responses.store("/api/news", ticket, json("[]"));
    expect(responses.lookup("/api/news", {})).toBeUndefined();
  });

  it("neither keeps nor answers while the cache stands aside", () => {
    const cache = new MemoryServerCache();
    const responses = responseCache(cache);
    responses.store("/api/news", responses.begin(), json("[]"));
    cache.suspend();
    expect(responses.lookup("/api/news", {})).toBeUndefined();
    responses.store("/api/news", responses.begin(), json("[]"));
    cache.resume();
    expect(responses.lookup("/api/news", {})).toBeUndefined();
  });

  it("keeps a streamed page once it passed whole, with its own headers", async () => {
    const responses = responseCache(new MemoryServerCache());
    const out = responses.storeWhenWhole("/about", responses.begin(), Readable.from(["<html>", "</html>"]), {
      contentType: "text/html; charset=utf-8",
      headers: { "content-security-policy": "script-src 'nonce-a'" },
    });
    const chunks: Buffer[] = [];
    out.on("data", (chunk: Buffer) => chunks.push(chunk));
    await finished(out);
    expect(Buffer.concat(chunks).toString()).toBe("<html></html>");
    const answer = responses.lookup("/about", {});
    expect(answer?.body?.toString()).toBe("<html></html>");
    expect(answer?.headers["content-security-policy"]).toBe("script-src 'nonce-a'");
  });

  it("never keeps a page cut short", async () => {
    const responses = responseCache(new MemoryServerCache());
    const source = new Readable({ read() {} });
    const out = responses.storeWhenWhole("/events", responses.begin(), source, { contentType: "text/html" });
    out.resume();
    source.push("<html>");
    source.destroy(new Error("the client went away"));
    await expect(finished(out)).rejects.toThrow("the client went away");
    expect(responses.lookup("/events", {})).toBeUndefined();
  });
});

describe("who shares it", () => {
  const sessions = new LiveSessions({} as never);
  it("is decided at once for no credentials, a bearer token and a cookie no session could have", () => {
    expect(isAnonymousNow({}, sessions, "rest")).toBe(true);
    expect(isAnonymousNow({ authorization: "Bearer x" }, sessions, "rest")).toBe(false);
    expect(isAnonymousNow({ cookie: "chamber_session=junk" }, sessions, "rest")).toBe(true);
  });

  it("counts no bearer token against a page, which is rendered from none", () => {
    expect(isAnonymousNow({ authorization: "Bearer x" }, sessions, "page")).toBe(true);
    expect(isAnonymousNow({ authorization: "Bearer x", cookie: "chamber_session=junk" }, sessions, "page")).toBe(true);
  });

  it("waits on the database for a well-shaped cookie not seen lately", () => {
    expect(isAnonymousNow({ cookie: `chamber_session=${"a".repeat(43)}` }, sessions, "page")).toBeUndefined();
  });

  it("looks at a member's chamber_member cookie as at the staff's", () => {
    expect(isAnonymousNow({ cookie: "chamber_member=junk" }, sessions, "page")).toBe(true);
    expect(isAnonymousNow({ cookie: `chamber_member=${"b".repeat(43)}` }, sessions, "page")).toBeUndefined();
    expect(
      isAnonymousNow({ cookie: `chamber_session=junk; chamber_member=${"b".repeat(43)}` }, sessions, "page"),
    ).toBeUndefined();
  });
});

describe("the HTTP plumbing", () => {
  it("imports nothing from the web app's layer", () => {
    const dir = import.meta.dirname;
    const importsWeb = readdirSync(dir)
      .filter((file) => file.endsWith(".ts"))
      .filter((file) => /from "\.\.\/web\//.test(readFileSync(join(dir, file), "utf8")));
    expect(importsWeb).toEqual([]);
  });
});
