// Which of a business's fields each column of an imported CSV file fills (docs/product.md "Import"):
// guessed from the header names — ours, and those of the two exports chambers most often move in
// from, GrowthZone/ChamberMaster member exports and the WordPress Business Directory Plugin's CSV —
// then shown to the admin, who may change it. A module without zod: the admin draws the choices.

/** Our fields a column can fill, in the order the admin's mapping lists them. */
export const importTargets = [
  "name",
  "description",
  "category",
  "address",
  "address2",
  "city",
  "state",
  "zip",
  "phone",
  "website",
  "email",
  "hours",
  "facebook",
  "instagram",
  "linkedin",
  "x",
  "youtube",
  "tiktok",
  "latitude",
  "longitude",
  "contactName",
] as const;
export type ImportTarget = (typeof importTargets)[number];

/** Our field → the file's column (its header as written). A field left out is not read. */
export type ImportMapping = Partial<Record<ImportTarget, string>>;

/** What the admin reads beside each field. */
export const importTargetLabels: Record<ImportTarget, string> = {
  name: "Name",
  description: "Description",
  category: "Category",
  address: "Address (street)",
  address2: "Address line 2",
  city: "City",
  state: "State",
  zip: "ZIP code",
  phone: "Phone",
  website: "Website",
  email: "E-mail",
  hours: "Opening hours",
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X (Twitter)",
  youtube: "YouTube",
  tiktok: "TikTok",
  latitude: "Latitude",
  longitude: "Longitude",
  contactName: "Contact's name (for invitations)",
};

/** A header as compared: lower case, letters and digits only ("Web Site" and "website" meet). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The header names each field is known by, best first, as `headerKey` writes them. Ours are the
 * field names themselves; GrowthZone/ChamberMaster's member export says "Member Name" or
 * "Organization Name", "Web Site", "Main Phone", "Email Address", "Address 1"/"City"/"State"/"Zip";
 * the WordPress Business Directory Plugin's says "Business Name", "Business Genre", "Business
 * Website Address", "Business Phone Number", "Business Contact Email", "Business Address", "ZIP Code".
 */
const knownHeaders: Record<ImportTarget, readonly string[]> = {
  name: [
    "name",
    "businessname",
    "organizationname",
    "organization",
    "membername",
    "companyname",
    "company",
    "listingname",
    "title",
  ],
  description: [
    "description",
    "businessdescription",
    "longbusinessdescription",
    "shortbusinessdescription",
    "memberdescription",
    "about",
    "content",
  ],
  category: [
    "category",
    "categories",
    "businessgenre",
    "businesscategory",
    "membercategory",
    "membercategories",
    "type",
  ],
  address: [
    "address",
    "businessaddress",
    "address1",
    "addressline1",
    "streetaddress",
    "street",
    "physicaladdressline1",
    "mailingaddressline1",
    "physicaladdress",
  ],
  address2: ["address2", "addressline2", "physicaladdressline2", "mailingaddressline2", "suite"],
  city: ["city", "physicalcity", "mailingcity", "town"],
  state: ["state", "stateprovince", "physicalstate", "mailingstate", "region", "province"],
  zip: ["zip", "zipcode", "postalcode", "zippostalcode", "physicalzip", "mailingzip", "postcode"],
  phone: ["phone", "mainphone", "phonenumber", "businessphonenumber", "businessphone", "telephone", "primaryphone"],
  website: ["website", "web", "url", "businesswebsiteaddress", "businesswebsite", "websiteurl", "homepage"],
  email: [
    "email",
    "emailaddress",
    "mainemail",
    "businesscontactemail",
    "businessemail",
    "contactemail",
    "primaryemail",
  ],
  hours: ["hours", "openinghours", "hoursofoperation", "businesshours", "openhours"],
  facebook: ["facebook", "facebookurl", "facebookpage"],
  instagram: ["instagram", "instagramurl"],
  linkedin: ["linkedin", "linkedinurl"],
  x: ["x", "twitter", "twitterurl", "xtwitter"],
  youtube: ["youtube", "youtubeurl", "youtubechannel"],
  tiktok: ["tiktok", "tiktokurl"],
  latitude: ["latitude", "lat"],
  longitude: ["longitude", "lng", "lon", "long"],
  contactName: ["contactname", "primarycontact", "primarycontactname", "repname", "contact", "membercontact"],
};

/**
 * Our best guess of `headers`' mapping: each field takes the first column whose header it is
 * known by (best-known names first), and no column fills two fields.
 */
export function guessImportMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  const keys = headers.map(headerKey);
  for (const target of importTargets) {
    for (const known of knownHeaders[target]) {
      const index = keys.findIndex((key, at) => key === known && !taken.has(headers[at] as string));
      if (index === -1) continue;
      const header = headers[index] as string;
      mapping[target] = header;
      taken.add(header);
      break;
    }
  }
  return mapping;
}
