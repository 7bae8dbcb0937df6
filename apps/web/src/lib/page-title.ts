// The browser tab's title on client-side navigation, in the same form the server writes into the
// first HTML response ("Community Events | Ojai Valley Chamber of Commerce", the chamber's name
// from its facts). Set in an effect, so
// rendering never touches `document`. Every page's own component names its title, from inside the
// route's Suspense boundary, so this is also where a page marks the document hydrated
// (hydration-mark.ts): a new page gets the mark with its title.
import { useEffect } from "react";
import { useHydrationMark } from "./hydration-mark.ts";
import { useSiteFacts } from "./site-facts.ts";

/** docs/product.md §2: a 404 is titled so, alone, as the server's first response titles it. */
export const NOT_FOUND_TITLE = "404 Page Not Found";

function pageTitle(siteName: string, title?: string): string {
  if (title === NOT_FOUND_TITLE) return title;
  return title ? `${title} | ${siteName}` : siteName;
}

/** Sets the document title while the page is shown; no title means the site's name alone. */
export function usePageTitle(title?: string) {
  useHydrationMark();
  const { name } = useSiteFacts();
  useEffect(() => {
    document.title = pageTitle(name, title);
  }, [name, title]);
}
