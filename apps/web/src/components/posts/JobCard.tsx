// One job in a grid (/jobs, the home page, a business's page): its type and Remote badges, title,
// the business, where, the pay, when it was posted and when it closes, and View Job.
import type { GridCardProps } from "#web/components/ui/CardGrid.tsx";
import { IconCalendar, IconClock, IconMapPin, IconTicket } from "#web/components/ui/icons.ts";
import { BadgeMarkup } from "#web/components/ui/mantine-markup.tsx";
import type { PostBusinessRef } from "./PostBusiness.tsx";
import { CardFact, PostCard } from "./PostCardParts.tsx";
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

export function JobCard({ job, headingOrder }: GridCardProps & { job: JobCardItem }) {
  return (
    <PostCard
      testId="job-card"
      title={job.title}
      business={job.business}
      headingOrder={headingOrder}
      badges={
        <>
          <BadgeMarkup size="sm" fw={600} bg="bluff.0" color="bluff.9">
            {employmentTypeLabel(job.employmentType)}
          </BadgeMarkup>
          {job.location.kind === "remote" && (
            <BadgeMarkup size="sm" fw={600} bg="oak.0" color="oak.9">
              Remote
            </BadgeMarkup>
          )}
        </>
      }
      view="View Job"
      link={{ to: "/jobs/$id", params: { id: String(job.id) } }}
    >
      <CardFact icon={IconMapPin}>{placeText(job.location)}</CardFact>
      {job.pay && (
        <CardFact icon={IconTicket} testId="job-pay">
          {payText(job.pay)}
        </CardFact>
      )}
      <CardFact icon={IconCalendar}>Posted {postDate(job.postedAt)}</CardFact>
      <CardFact icon={IconClock}>Closes {postDate(job.closesAt)}</CardFact>
    </PostCard>
  );
}
