// An invitation or sign-in link staff hand over themselves, shown when the server sends no mail
// (docs/product.md "Claims and members"): the link, read-only, and a button that copies it.
import { Button, CopyButton, Stack, Text, TextInput } from "@mantine/core";

export function InviteLink({
  url,
  who,
  kind = "invitation",
}: {
  url: string;
  who: string;
  /** An invitation works for 72 hours; a sign-in link for 15 minutes (packages/api members/member-links.ts). */
  kind?: "invitation" | "sign-in";
}) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {kind === "invitation"
          ? `This site sends no e-mail, so give ${who} this link yourself. It works once, for 72 hours, and signs them in.`
          : `Give ${who} this link yourself. It works once, for 15 minutes, and signs them in.`}
      </Text>
      <TextInput
        label={kind === "invitation" ? "Invitation link" : "Sign-in link"}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant={copied ? "light" : "filled"} color={copied ? "teal" : undefined} onClick={copy}>
            {copied ? "Link copied" : "Copy link"}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
