// One of the member's businesses on /account: its name and a link to its public page. The account
// feature adds what a member does with it (the listing's edit, hours, inquiries, reach) here.
import { AnchorMarkup, CardMarkup, StackMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
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
        <AnchorMarkup href={`/directory/${business.slug}`} className={classes.link}>
          See its public page
        </AnchorMarkup>
      </StackMarkup>
    </CardMarkup>
  );
}
