// Marks the document once React has hydrated it. The router's own mark (it deletes
// `window.$_TSR`) comes when its state is restored, before React has attached a handler, and a
// navigation started in between can reach a route React is still hydrating (errors 422/520;
// decision 015). Browser tests act on a page only once this attribute is there
// (e2e/harness/browser.ts).
import { useEffect } from "react";

export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Called by the root route's component: its effects run once the whole first render is committed. */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
