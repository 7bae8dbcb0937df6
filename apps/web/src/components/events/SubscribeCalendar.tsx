// "Subscribe to the calendar" under the events list: plain links, so it works before any script
// runs and without one. A subscribed calendar app polls the feed and keeps up with new, moved and
// cancelled events; with a category filter on, the links are for that category's feed.
import { IconBrandGoogle, IconBrandWindows, IconCalendar, IconDownload } from "#web/components/ui/icons.ts";
import { TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import { useSiteOrigin } from "#web/lib/site-origin.ts";
import classes from "./SubscribeCalendar.module.css";
import { subscribeLinks } from "./subscribe-links.ts";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export function SubscribeCalendar({ category }: { category?: { name: string; slug: string } | undefined }) {
  const siteName = useSiteFacts().name;
  const name = category ? `${siteName} Events: ${category.name}` : `${siteName} Events`;
  const links = subscribeLinks({ origin: useSiteOrigin(), name, category: category?.slug });
  const what = category ? `${category.name} events` : "events";
  return (
    <section className={classes.block} aria-labelledby="subscribe-calendar">
      <TitleMarkup order={2} size="h4" id="subscribe-calendar">
        Subscribe to the calendar
      </TitleMarkup>
      <TextMarkup color="dimmed">
        Follow the chamber's {what} in your calendar app: new, moved and cancelled events update there by themselves.
      </TextMarkup>
      <ul className={classes.links}>
        <li>
          <a className={classes.link} href={links.webcal}>
            <IconCalendar size={16} aria-hidden="true" /> Calendar app (webcal)
          </a>
        </li>
        <li>
          <a className={classes.link} href={links.google} {...external}>
            <IconBrandGoogle size={16} aria-hidden="true" /> Google Calendar
          </a>
        </li>
        <li>
          <a className={classes.link} href={links.outlook} {...external}>
            <IconBrandWindows size={16} aria-hidden="true" /> Outlook
          </a>
        </li>
        <li>
          <a className={classes.link} href={links.https}>
            <IconDownload size={16} aria-hidden="true" /> Feed address (.ics)
          </a>
        </li>
      </ul>
    </section>
  );
}
