// A website's host as a link's text ("Visit Website of …, ojaicoffee.example").

/** "https://www.ojaicoffee.example/menu" → "ojaicoffee.example". */
export function websiteHost(website: string): string {
  try {
    return new URL(website).host.replace(/^www\./, "");
  } catch {
    return website;
  }
}
