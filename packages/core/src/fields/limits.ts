// The lengths a text field may take, shared by the schemas that check them and the forms that show
// them. A helper (index.ts): a form can read a bound without shipping zod.

/** Bounds shared by schemas and forms. */
export const limits = {
  name: 200,
  title: 200,
  subject: 200,
  message: 5000,
  description: 5000,
  content: 100_000,
  short: 300,
} as const;
