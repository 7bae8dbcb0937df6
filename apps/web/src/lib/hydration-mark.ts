// Marks the document once React has hydrated the page's content, not only the document around it.
// The router renders the matched route inside a Suspense boundary (the root's <Outlet/> opens it),
// and React hydrates that boundary a pass after the document: in between, the page's content is
// the server's HTML without handlers (a click does nothing), and a navigation started then can
// reach a route React is still hydrating (errors 422/520; decision 015). An effect runs once the
// boundary it is rendered in has committed, so the page's own component sets the mark, from inside
// that boundary. The router's own mark (it deletes `window.$_TSR`) comes earlier. Browser tests act
// on a page only once this attribute is there (e2e/harness/browser.ts).
import { useEffect } from "react";

const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Called from every page's component: each public route's component and its not-found and error
 * views, and the admin's frame (the admin renders in the browser only, after the document: its
 * frame's effect runs once it has rendered). Not by the root: its effects run when the document
 * has hydrated, before the page in it.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
