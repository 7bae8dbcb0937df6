// Counts the directory's cards a browser shows after the page it loaded (docs/product.md "Reach"):
// another page of results, a search or a category chosen without reloading. The server counted the
// cards of the page it answered itself (apps/server/src/reach/page-reach.ts), so the list this page
// was hydrated with is not sent again. A beacon carries only the businesses' ids; the server drops
// it for crawlers, DNT, GPC and signed-in people, and this page does not even send it for the two
// privacy signals a browser exposes.
import { useEffect, useRef } from "react";

/** What lib/hydration-mark.ts sets once the first page has hydrated. */
const HYDRATED_ATTRIBUTE = "data-hydrated";

const asksNotToBeTracked = () =>
  navigator.doNotTrack === "1" || (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

export function useImpressionBeacon(ids: readonly number[] | undefined) {
  // Read on the first render: server HTML being hydrated has no mark yet; a page reached in the app has.
  const fromServer = useRef(
    typeof document !== "undefined" && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE),
  );
  const shown = ids?.join(",") ?? "";
  useEffect(() => {
    const first = fromServer.current;
    fromServer.current = false;
    if (!shown || first || asksNotToBeTracked()) return;
    navigator.sendBeacon?.("/go/impressions", shown);
  }, [shown]);
}
