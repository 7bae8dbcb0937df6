// Something shown once for staff to copy (an API token, a signing secret, a sign-in or invitation
// link): a read-only field that selects itself when focused, and a copy button that says so.
import { Button, CopyButton, TextInput } from "@mantine/core";

export function CopyField({ label, value, what }: { label: string; value: string; what: string }) {
  return (
    <>
      <TextInput label={label} value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant={copied ? "light" : "filled"} color={copied ? "teal" : undefined} onClick={copy}>
            {copied ? `${what} copied` : `Copy ${what.toLowerCase()}`}
          </Button>
        )}
      </CopyButton>
    </>
  );
}
