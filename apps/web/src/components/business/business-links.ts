// The links a business's card and page offer: its phone as a tel: address, its address as a maps
// search (no API key: https://developers.google.com/maps/documentation/urls/get-started), its
// website's host as the link's text.

/** "(805) 555-0123" → "tel:+18055550123"; numbers already international keep their digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

/** A maps search for the address: every phone and browser opens it in its maps app or site. */
export const directionsHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** "https://www.ojaicoffee.example/menu" → "ojaicoffee.example". */
export function websiteHost(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, "");
  } catch {
    return website;
  }
}
