// The business a job or deal belongs to, as its card names it: a link to its listing.
import { IconBuildingStore } from "#web/components/ui/icons.ts";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AnchorLinkMarkup } from "#web/components/ui/text-markup.tsx";
import classes from "./PostCard.module.css";

export interface PostBusinessRef {
  id: number;
  name: string;
  slug: string;
}

export function PostBusiness({ business }: { business: PostBusinessRef }) {
  return (
    <GroupMarkup gap={8} wrap="nowrap" data-testid="post-business">
      <IconBuildingStore size={17} className={classes.icon} aria-hidden="true" />
      <AnchorLinkMarkup to="/directory/$slug" params={{ slug: business.slug }} fw={600} className={classes.link}>
        {business.name}
      </AnchorLinkMarkup>
    </GroupMarkup>
  );
}
