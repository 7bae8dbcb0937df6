// Small rules of the generic content page (docs/product.md §2), kept apart so they can be tested alone.

/** docs/product.md §2: the slug is the route parameter, or else the path without its leading slash. */
export function contentSlug(param: string | undefined, pathname: string): string {
  return param ?? pathname.replace(/^\/+/, "").replace(/\/+$/, "");
}
