// A business's page as schema.org knows it: the most specific LocalBusiness type its category
// names (by the category's slug; a category staff add is a plain LocalBusiness), its address in
// parts where the one line says them, where it is when known, how to reach it, its photos and its
// other profiles (website and social links, sameAs).
import { openingHoursSpecification, slugify } from "@chamber/core";
import type { Business } from "@chamber/core/schemas";
import type { LocalBusiness, WithContext } from "schema-dts";
import { parseAddress } from "../content/organization.ts";
import type { JsonLd, SiteContext } from "./json-ld.ts";

/** The schema.org types a LocalBusiness node may take (LocalBusiness and its subtypes). */
type LocalBusinessType = Extract<LocalBusiness, { "@type": unknown }>["@type"];

/** The starting categories (packages/db/src/seed-data.ts) by slug → their schema.org type. */
const typeByCategory: Record<string, LocalBusinessType> = {
  dining: "FoodEstablishment",
  restaurants: "Restaurant",
  retail: "Store",
  shopping: "Store",
  professional: "ProfessionalService",
  "health-wellness": "HealthAndBeautyBusiness",
  health: "MedicalBusiness",
  arts: "ArtGallery",
  lodging: "LodgingBusiness",
  services: "LocalBusiness",
};

/** The schema.org type for a business of `category` (its name, as stored). */
const localBusinessType = (category: string): LocalBusinessType => typeByCategory[slugify(category)] ?? "LocalBusiness";

export function localBusinessLd(business: Business, site: SiteContext): JsonLd {
  return localBusinessNode(business, site) as unknown as JsonLd;
}

/** Typed by schema-dts, so a property schema.org's LocalBusiness does not have fails the type check. */
function localBusinessNode(business: Business, site: SiteContext): WithContext<LocalBusiness> {
  const url = `${site.publicUrl}/directory/${business.slug}`;
  const images = [business.image, ...business.photos].flatMap((image) =>
    image ? [`${site.publicUrl}${image.url}`] : [],
  );
  const sameAs = [
    business.website,
    ...Object.values(business.social).filter((link): link is string => typeof link === "string"),
  ].filter((link): link is string => Boolean(link));
  const geo =
    business.latitude !== null && business.longitude !== null
      ? { "@type": "GeoCoordinates" as const, latitude: business.latitude, longitude: business.longitude }
      : null;
  const hoursSpecification = openingHoursSpecification(business.hours);
  const node: WithContext<LocalBusiness> = {
    "@context": "https://schema.org",
    // Checked as a LocalBusiness; its type is then made as specific as its category says.
    "@type": "LocalBusiness",
    "@id": url,
    name: business.name,
    description: business.description,
    url,
    telephone: business.phone,
    ...(business.email ? { email: business.email } : {}),
    address: { "@type": "PostalAddress", ...parseAddress(business.address) },
    ...(geo ? { geo } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return {
    ...node,
    "@type": localBusinessType(business.category),
    // Core's own type of the same schema.org shape (it has no schema-dts), checked by its tests.
    ...(hoursSpecification.length > 0 ? { openingHoursSpecification: hoursSpecification } : {}),
  } as WithContext<LocalBusiness>;
}
