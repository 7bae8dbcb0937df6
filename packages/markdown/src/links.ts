// Apart from the pipeline so the public pages' click handler can ask it without pulling in the
// markdown renderer.

/** An internal path ("/events", "/page/x?y#z") the client-side router can open without a reload. */
export function isInternalPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}
