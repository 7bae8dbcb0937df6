// The public forms' schemas and their check, as a module of its own so that the forms can load it
// with a dynamic import: zod and the schemas (~25 KB gzip) then stay out of every page that shows
// a form, and are fetched when a visitor first types into one (use-public-form.ts).
export { checkForm } from "@chamber/core/schemas";
