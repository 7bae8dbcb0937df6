// The browser tab's title on client-side navigation, in the same form the server writes into the
// first HTML response ("Community Events | Ojai Valley Chamber of Commerce"). Set in an effect, so
// rendering never touches `document`.
import { useEffect } from "react";

export const SITE_NAME = "Ojai Valley Chamber of Commerce";

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title while the page is shown; no title means the site's name alone. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
