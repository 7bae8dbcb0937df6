// Requests the server makes to addresses someone typed — a calendar feed to import, a webhook
// endpoint — must not become a way to reach the server's own network (SSRF). Every connection,
// redirects included, resolves the host itself and refuses a loopback, private, link-local or
// otherwise non-public address before connecting: checking the name first and letting the
// client resolve it again would let a DNS answer that changes in between (rebinding) through.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

export interface OutboundPolicy {
  /** IMPORT_ALLOW_PRIVATE=1: private and loopback targets allowed (tests, a chamber's own LAN). */
  allowPrivate: boolean;
}

/** A request refused before or while it was made; its message is for the person who gave the URL. */
export class OutboundRefused extends Error {
  override name = "OutboundRefused";
}

export interface PublicRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The answer's body is cut off, and the request refused, past this many bytes. */
  maxBytes: number;
  /** The whole exchange, connection to last byte. */
  timeoutMs: number;
  /** Redirects followed (each one checked again); 0: a redirect is answered as it is. */
  maxRedirects?: number;
}

export interface PublicResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The address finally answered, after redirects. */
  url: string;
}

/** Why an address may not be reached, or null when it is a public unicast address. */
export function nonPublicReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return "is not an IP address";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === "unicast" ? null : `resolves to a ${range.replace(/([A-Z])/g, " $1").toLowerCase()} address`;
}

/** Checks the shape of a URL a person typed: https (or http where private targets are allowed). */
export function checkTargetUrl(raw: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused("Enter a full address starting with https://");
  }
  const schemes = policy.allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw new OutboundRefused("The address must start with https://");
  if (url.username || url.password) throw new OutboundRefused("The address may not carry a user name or password");
  return url;
}

/** A DNS lookup that refuses to hand the socket a non-public address. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (!policy.allowPrivate) {
        for (const { address } of addresses) {
          const reason = nonPublicReason(address);
          if (reason) return callback(new OutboundRefused(`${hostname} ${reason}`), "", 0);
        }
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new OutboundRefused(`${hostname} has no address`), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Makes one request to a public address and reads its answer whole, within `maxBytes` and
 * `timeoutMs`. Refusals (a private target, too big, too slow) throw OutboundRefused; a network
 * failure throws as Node does; any HTTP status is an answer.
 */
export async function requestPublic(request: PublicRequest, policy: OutboundPolicy): Promise<PublicResponse> {
  const deadline = Date.now() + request.timeoutMs;
  let url = checkTargetUrl(request.url, policy);
  for (let redirects = 0; ; redirects++) {
    // A literal IP address never reaches the lookup, so it is checked here.
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!policy.allowPrivate && ipaddr.isValid(host)) {
      const reason = nonPublicReason(host);
      if (reason) throw new OutboundRefused(`${url.host} ${reason}`);
    }
    const response = await once(url, request, policy, deadline);
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location && redirects < (request.maxRedirects ?? 0)) {
      url = checkTargetUrl(new URL(location, url).href, policy);
      continue;
    }
    return response;
  }
}

function once(url: URL, request: PublicRequest, policy: OutboundPolicy, deadline: number): Promise<PublicResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundRefused(tooSlow(request.timeoutMs)));
    const outgoing = client.request(
      url,
      {
        method: request.method ?? "GET",
        headers: { "user-agent": "Chamber (+https://github.com/chamber)", ...request.headers },
        lookup: guardedLookup(policy),
        // A fresh connection each time: a pooled one was checked for another request's host.
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > request.maxBytes) {
            const refusal = new OutboundRefused(`The answer is larger than ${formatBytes(request.maxBytes)}`);
            reject(refusal);
            outgoing.destroy(refusal);
            return;
          }
          chunks.push(chunk);
        });
        // After a rejection (too large) the promise is settled and this resolve does nothing.
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
            url: url.href,
          }),
        );
        incoming.on("error", reject);
      },
    );
    const timer = setTimeout(() => outgoing.destroy(new OutboundRefused(tooSlow(request.timeoutMs))), remaining);
    outgoing.on("close", () => clearTimeout(timer));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

function tooSlow(timeoutMs: number) {
  return `No complete answer within ${Math.round(timeoutMs / 1000)} seconds`;
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
