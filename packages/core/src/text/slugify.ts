/**
 * The docs/product.md §4 slug rule: lower-case, every run of non-alphanumerics becomes one hyphen, no
 * hyphen at either end. Accents are folded first so "Café Días" gives "cafe-dias", not "caf-d-as".
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** What a stored slug must look like: the output shape of slugify. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
