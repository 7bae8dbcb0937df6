// The person an invitation is for: their name (focused first) and e-mail, each with the server's
// refusal under it. Both invitations use it — a member's to a listing, a person's to the staff —
// and differ only in what the mailed link does, which `linkDoes` says under the e-mail.
import { TextInput } from "@mantine/core";

/** A field's value and its setter, as useState answers them. */
type FieldState = readonly [string, (value: string) => void];

interface InviteeFieldsProps {
  name: FieldState;
  email: FieldState;
  errors: Record<string, string | undefined>;
  /** What the mailed link lets them do, e.g. "signs them in (valid 72 hours)". */
  linkDoes: string;
}

export function InviteeFields({ name: [name, onName], email: [email, onEmail], errors, linkDoes }: InviteeFieldsProps) {
  return (
    <>
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => onName(event.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <TextInput
        label="Email"
        type="email"
        value={email}
        onChange={(event) => onEmail(event.currentTarget.value)}
        error={errors.email}
        description={`They are mailed a link that ${linkDoes}.`}
        required
      />
    </>
  );
}
