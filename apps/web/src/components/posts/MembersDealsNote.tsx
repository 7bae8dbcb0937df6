// The line above the deals that tells a visitor members see more, with the way to sign in; once a
// member's browser has asked the deals again with the member's session (use-member-deals.ts), it
// says the members-only deals are shown.
import { AnchorMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./PostCard.module.css";
import { useMemberDeals } from "./use-member-deals.ts";

export function MembersDealsNote() {
  const member = useMemberDeals();
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
