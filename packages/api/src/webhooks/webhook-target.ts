// An endpoint's address is checked when it is registered or changed: https (http too where private
// targets are allowed), and a host that resolves to no loopback, private or link-local address.
// Delivery checks again at connect time (outbound/public-request.ts), since DNS can change; a name
// that does not resolve yet is accepted here and fails there.
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { fieldRefusal } from "../contract/field-refusal.ts";
import { checkTargetUrl, nonPublicReason, type OutboundPolicy, OutboundRefused } from "../outbound/public-request.ts";

async function addressesOf(host: string): Promise<string[]> {
  if (ipaddr.isValid(host)) return [host];
  try {
    return (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return [];
  }
}

/** The URL as it will be stored, or a 400 on `url` saying why it is refused. */
export async function checkEndpointUrl(raw: string, policy: OutboundPolicy): Promise<string> {
  try {
    const url = checkTargetUrl(raw, policy);
    if (!policy.allowPrivate) {
      const host = url.hostname.replace(/^\[|\]$/g, "");
      for (const address of await addressesOf(host)) {
        const reason = nonPublicReason(address);
        if (reason) throw new OutboundRefused(`${url.hostname} ${reason}: webhooks go to public addresses only`);
      }
    }
    return url.href;
  } catch (error) {
    if (error instanceof OutboundRefused) throw fieldRefusal("url", error.message);
    throw error;
  }
}
