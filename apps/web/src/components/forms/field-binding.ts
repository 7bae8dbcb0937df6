// The three props that tie a public form's field to the form's state: the name it posts under, what
// it shows (the values a refused post came back with), and its error. Every field of the public forms
// takes them, so each field names only what it adds (label, type, autocomplete).
import type { FieldErrors, PostedFields } from "@chamber/core";

/** A function from a field's name to its `name`, `defaultValue` and `error` props. */
export const bindFields = (values: PostedFields, errors: FieldErrors) => (name: string) => ({
  name,
  defaultValue: values[name],
  error: errors[name],
});
