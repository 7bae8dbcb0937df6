// One job in a grid (/jobs, the home page, a business's page): its type and Remote badges, title,
// the business, where, the pay, when it was posted and when it closes, and View Job.
import { LightButtonLinkMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import { IconCalendar, IconClock, IconMapPin, IconTicket } from "#web/components/ui/icons.ts";
import {
  BadgeMarkup,
  CardMarkup,
  GroupMarkup,
  StackMarkup,
  TextMarkup,
  TitleMarkup,
  VisuallyHiddenMarkup,
} from "#web/components/ui/mantine-markup.tsx";
import { PostBusiness, type PostBusinessRef } from "./PostBusiness.tsx";
import classes from "./PostCard.module.css";
import { employmentTypeLabel, type PostLocation, type PostPay, payText, placeText, postDate } from "./post-words.ts";

export interface JobCardItem {
  id: number;
  title: string;
  business: PostBusinessRef;
  employmentType: string;
  location: PostLocation;
  pay?: PostPay | null | undefined;
  postedAt: string;
  closesAt: string;
}

export function JobCard({ job, headingOrder = 2 }: GridCardProps & { job: JobCardItem }) {
  return (
    <CardMarkup className={classes.card} data-testid="job-card">
      <StackMarkup gap="sm" className={classes.body}>
        <GroupMarkup gap={6}>
          <BadgeMarkup size="sm" fw={600} bg="bluff.0" color="bluff.9">
            {employmentTypeLabel(job.employmentType)}
          </BadgeMarkup>
          {job.location.kind === "remote" && (
            <BadgeMarkup size="sm" fw={600} bg="oak.0" color="oak.9">
              Remote
            </BadgeMarkup>
          )}
        </GroupMarkup>
        <TitleMarkup order={headingOrder} className={classes.title}>
          {job.title}
        </TitleMarkup>
        <PostBusiness business={job.business} />
        <StackMarkup gap={6}>
          <GroupMarkup gap={8} wrap="nowrap" align="flex-start">
            <IconMapPin size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>{placeText(job.location)}</TextMarkup>
          </GroupMarkup>
          {job.pay && (
            <GroupMarkup gap={8} wrap="nowrap">
              <IconTicket size={17} className={classes.icon} aria-hidden="true" />
              <TextMarkup data-testid="job-pay">{payText(job.pay)}</TextMarkup>
            </GroupMarkup>
          )}
          <GroupMarkup gap={8} wrap="nowrap">
            <IconCalendar size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>Posted {postDate(job.postedAt)}</TextMarkup>
          </GroupMarkup>
          <GroupMarkup gap={8} wrap="nowrap">
            <IconClock size={17} className={classes.icon} aria-hidden="true" />
            <TextMarkup>Closes {postDate(job.closesAt)}</TextMarkup>
          </GroupMarkup>
        </StackMarkup>
      </StackMarkup>
      <LightButtonLinkMarkup to="/jobs/$id" params={{ id: String(job.id) }}>
        View Job<VisuallyHiddenMarkup>: {job.title}</VisuallyHiddenMarkup>
      </LightButtonLinkMarkup>
    </CardMarkup>
  );
}
