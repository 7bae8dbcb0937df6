// Where a counted link of a listing leads (GET /go/{businessId}/{kind}, apps/server/src/reach/):
// only the business's own stored website, phone, e-mail or a maps search of its address, so the
// redirect can never be pointed anywhere else (no open redirect). A business not in the directory,
// or without that value, has no target.
import { directionsUrl, type ReachClickKind, telHref, visibleWhere } from "@chamber/core";
import type { Database } from "@chamber/db";
import { cacheKey } from "../cache/cache-keys.ts";
import type { ReadCache } from "../cache/read-cache.ts";

/** A stored website, only as an http(s) URL (anything else is no target). */
function websiteTarget(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A phone number as a tel: URI, its extension ("ext. 2", "x2") dropped; null with too few digits. */
function phoneTarget(phone: string): string | null {
  const number = phone.replace(/(?:ext|x|#).*$/i, "");
  return number.replace(/\D/g, "").length >= 3 ? telHref(number) : null;
}

/** The target through the read cache: a click costs no database read once its link was followed. */
export async function clickTarget(
  source: { prisma: Database["prisma"]; cache: ReadCache },
  businessId: number,
  kind: ReachClickKind,
  now: Date,
): Promise<string | null> {
  const { target } = await source.cache.get(cacheKey.businesses.clickTarget(businessId, kind), async () => ({
    target: await readTarget(source.prisma, businessId, kind, now),
  }));
  return target;
}

async function readTarget(
  prisma: Database["prisma"],
  businessId: number,
  kind: ReachClickKind,
  now: Date,
): Promise<string | null> {
  const business = await prisma.business.findFirst({
    where: { id: businessId, ...visibleWhere(now) },
    select: { website: true, phone: true, email: true, address: true },
  });
  if (!business) return null;
  switch (kind) {
    case "website":
      return websiteTarget(business.website);
    case "phone":
      return phoneTarget(business.phone);
    case "email":
      return business.email && !/[\s<>]/.test(business.email) ? `mailto:${business.email}` : null;
    case "directions":
      return business.address.trim() ? directionsUrl(business.address.trim()) : null;
  }
}
