// The line above the deals that tells a visitor members see more, with the way to sign in. The
// server renders every page as a visitor, so a member's browser asks again once the page is its own:
// with the member's session cookie the API adds the members-only deals, and the line says so.
import { useEffect, useState } from "react";
import { AnchorMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { memberSignedInHint } from "#web/lib/signed-in-hint.ts";
import { trpc } from "#web/lib/trpc.ts";
import classes from "./PostCard.module.css";

export function MembersDealsNote() {
  const [member, setMember] = useState(false);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!memberSignedInHint()) return;
    setMember(true);
    void utils.deal.invalidate();
  }, [utils]);
  return member ? (
    <TextMarkup color="gray.7" data-testid="members-deals-note">
      You are signed in as a member: deals for members only are shown too.
    </TextMarkup>
  ) : (
    <TextMarkup color="gray.7" data-testid="members-deals-note">
      Members see more deals:{" "}
      <AnchorMarkup href="/account/sign-in" className={classes.link}>
        sign in
      </AnchorMarkup>
    </TextMarkup>
  );
}
