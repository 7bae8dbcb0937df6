// An invitation or sign-in link staff hand over themselves, shown when the server sends no mail
// (docs/product.md "Claims and members"): the link, read-only, and a button that copies it.
import { Stack, Text } from "@mantine/core";
import { CopyField } from "#web/components/admin/scaffold/CopyField.tsx";

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
      <CopyField label={kind === "invitation" ? "Invitation link" : "Sign-in link"} value={url} what="Link" />
    </Stack>
  );
}
