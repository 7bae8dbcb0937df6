// Who sends a public submission: their name and e-mail, which only staff see. Both forms (a listing,
// an event) ask for them the same way; each says what staff will write to the sender about.
import { TextField } from "#web/components/forms/FieldMarkup.tsx";
import type { bindFields } from "#web/components/forms/field-binding.ts";

type BoundField = ReturnType<ReturnType<typeof bindFields>>;

export function SenderFields({ name, email, writeAbout }: { name: BoundField; email: BoundField; writeAbout: string }) {
  return (
    <>
      <TextField {...name} label="Your name" autoComplete="name" required />
      <TextField
        {...email}
        type="email"
        label="Your email"
        description={`Only staff see it; we write to you ${writeAbout}.`}
        autoComplete="email"
        required
      />
    </>
  );
}
