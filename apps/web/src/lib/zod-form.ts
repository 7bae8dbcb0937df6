// Mantine forms validated by the same zod schemas the API uses (@chamber/core). zod 4 implements
// Standard Schema and @mantine/form ships a Standard Schema resolver; this wrapper fixes it to
// synchronous mode so `form.onSubmit` and `form.validate()` get errors at once, keyed by field path
// ("email", "address.street") the way Mantine's inputs look them up.
import { type FormErrors, schemaResolver } from "@mantine/form";

type StandardSchema = Parameters<typeof schemaResolver>[0];

/** `useForm({ validate: zodResolver(contactInput) })`: the first issue per field becomes its error. */
export function zodResolver(schema: StandardSchema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}
