// One of the member's businesses on /account: its name, its public page, and what the member does
// with it on /account/businesses/{id}: the listing (with its hours and photo), jobs, deals, messages
// and reach.
import { AnchorMarkup, CardMarkup, GroupMarkup, StackMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./Account.module.css";

export interface AccountBusiness {
  id: number;
  name: string;
  slug: string;
}

export function AccountBusinessPanel({ business }: { business: AccountBusiness }) {
  return (
    <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby={`business-${business.id}`}>
      <StackMarkup gap="xs">
        <TitleMarkup order={2} size="h3" id={`business-${business.id}`}>
          {business.name}
        </TitleMarkup>
        <GroupMarkup gap="md">
          <AnchorMarkup href={`/account/businesses/${business.id}`} className={classes.link}>
            Edit the listing
          </AnchorMarkup>
          <AnchorMarkup href={`/account/businesses/${business.id}?tab=jobs`} className={classes.link}>
            Post a job
          </AnchorMarkup>
          <AnchorMarkup href={`/account/businesses/${business.id}?tab=deals`} className={classes.link}>
            Post a deal
          </AnchorMarkup>
          <AnchorMarkup href={`/account/businesses/${business.id}?tab=messages`} className={classes.link}>
            Messages
          </AnchorMarkup>
          <AnchorMarkup href={`/account/businesses/${business.id}?tab=reach`} className={classes.link}>
            Reach
          </AnchorMarkup>
          <AnchorMarkup href={`/directory/${business.slug}`} className={classes.link}>
            See its public page
          </AnchorMarkup>
        </GroupMarkup>
      </StackMarkup>
    </CardMarkup>
  );
}
