// A business's page (/directory/{slug}, docs/product.md "Business page"): the header band with its
// name and category, then its photo, what it is, its other photos, the events it organizes and
// its live jobs and deals,
// beside how to reach it (BusinessContact). Plain elements with a CSS module: no Mantine JavaScript
// on a public page (decision 005).

import { businessCategoryStyle } from "#web/components/directory/business-group-style.ts";
import { EventCard, type PublicEvent } from "#web/components/events/EventCard.tsx";
import { PostLinks, type PostLinksProps } from "#web/components/posts/PostLinks.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { DETAIL_PHOTO_SIZES, Photo } from "#web/components/ui/Photo.tsx";
import { BusinessContact } from "./BusinessContact.tsx";
import classes from "./business-page.module.css";
import type { PageBusiness } from "./page-business.ts";

/** Each of the other photos: half the column on phones, a third beside the sidebar. */
const MORE_PHOTO_SIZES = "(min-width: 62em) 260px, (min-width: 48em) 33vw, 50vw";

export function BusinessPage({
  business,
  events,
  jobs = [],
  deals = [],
}: {
  business: PageBusiness;
  events: PublicEvent[];
  jobs?: Extract<PostLinksProps, { kind: "jobs" }>["posts"];
  deals?: Extract<PostLinksProps, { kind: "deals" }>["posts"];
}) {
  const style = businessCategoryStyle(business.category);
  const CategoryIcon = style.icon;
  return (
    <>
      <PageHeader
        title={business.name}
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Directory", to: "/directory" }, { label: business.name }]}
      >
        <span
          className={classes.category}
          style={{ background: style.bg, color: style.color }}
          data-testid="business-category"
        >
          <CategoryIcon size={16} aria-hidden="true" />
          {style.label}
        </span>
      </PageHeader>
      <PageContainer>
        <div className={classes.layout}>
          <div className={classes.main}>
            {business.image && (
              <div className={classes.lead} data-testid="business-photo">
                <Photo image={business.image} alt={business.name} sizes={DETAIL_PHOTO_SIZES} priority />
              </div>
            )}
            <section className={`${classes.panel} ${classes.lead}`} aria-labelledby="business-about-title">
              <h2 className={classes.heading} id="business-about-title">
                About {business.name}
              </h2>
              <p className={classes.description} data-testid="business-description">
                {business.description}
              </p>
            </section>
            {business.photos.length > 0 && (
              <section aria-labelledby="business-photos-title">
                <h2 className={classes.heading} id="business-photos-title">
                  Photos
                </h2>
                <ul className={classes.photos} data-testid="business-photos">
                  {business.photos.map((photo, index) => (
                    <li key={photo.id} className={classes.photo}>
                      <Photo
                        image={photo}
                        alt={`${business.name}, photo ${index + 1} of ${business.photos.length}`}
                        sizes={MORE_PHOTO_SIZES}
                        fit="card"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {events.length > 0 && (
              <section aria-labelledby="business-events-title" data-testid="business-events">
                <h2 className={classes.heading} id="business-events-title">
                  Upcoming Events
                </h2>
                <div className={classes.events}>
                  {events.map((event) => (
                    <EventCard key={event.id} event={event} headingOrder={3} />
                  ))}
                </div>
              </section>
            )}
            {jobs.length > 0 && (
              <section aria-labelledby="business-jobs-title" data-testid="business-jobs">
                <h2 className={classes.heading} id="business-jobs-title">
                  Jobs
                </h2>
                <PostLinks kind="jobs" posts={jobs} showBusiness={false} />
              </section>
            )}
            {deals.length > 0 && (
              <section aria-labelledby="business-deals-title" data-testid="business-deals">
                <h2 className={classes.heading} id="business-deals-title">
                  Deals
                </h2>
                <PostLinks kind="deals" posts={deals} showBusiness={false} />
              </section>
            )}
          </div>
          <aside className={classes.side} aria-label={`Contacting ${business.name}`}>
            <BusinessContact business={business} />
          </aside>
        </div>
      </PageContainer>
    </>
  );
}
