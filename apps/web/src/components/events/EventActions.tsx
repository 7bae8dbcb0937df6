// An event's Share and "Add to calendar" actions as <details> menus of plain links, so both work
// before any script runs and without one: the calendar's .ics file (and an occurrence's whole
// series as one), Google and Outlook; sharing by
// e-mail and on the social sites' pages. With a script, Share opens the device's share sheet where
// there is one, and the menu offers copying the address.
import { useRouterState } from "@tanstack/react-router";
import { type MouseEvent, useEffect, useState } from "react";
import { ButtonSummaryMarkup, UnstyledButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import {
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandWindows,
  IconBrandX,
  IconCalendarPlus,
  IconCopy,
  IconDownload,
  IconMail,
  IconRepeat,
  IconShare,
} from "#web/components/ui/icons.ts";
import { useSiteOrigin } from "#web/lib/site-origin.ts";
import { googleCalendarHref, outlookCalendarHref, seriesIcsHref } from "./calendar-links.ts";
import classes from "./EventActions.module.css";
import { icsHref } from "./ics-href.ts";
import { copyLink, type SharedEvent, shareLinks, shareNatively } from "./share-event.ts";

interface ActionEvent extends SharedEvent {
  id: number;
  location: string;
  date: string;
  endDate?: string | null;
}

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

export function ShareMenu({ event }: { event: ActionEvent }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const url = `${useSiteOrigin()}${pathname}`;
  const links = shareLinks(event, url);
  // Copying needs the script: the choice appears once it runs (inside the closed menu, so nothing moves).
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  const openShareSheet = async (click: MouseEvent<HTMLElement>) => {
    if (typeof navigator.share !== "function") return;
    const details = click.currentTarget.closest("details");
    click.preventDefault();
    if (!(await shareNatively(event, url)) && details) details.open = true;
  };

  return (
    <details className={classes.menu}>
      <ButtonSummaryMarkup className={classes.summary} leftSection={<IconShare size={16} />} onClick={openShareSheet}>
        Share Event
      </ButtonSummaryMarkup>
      <div className={classes.panel}>
        <a className={classes.item} href={links.email}>
          <IconMail size={16} aria-hidden="true" /> E-mail
        </a>
        <a className={classes.item} href={links.facebook} {...external}>
          <IconBrandFacebook size={16} aria-hidden="true" /> Facebook
        </a>
        <a className={classes.item} href={links.x} {...external}>
          <IconBrandX size={16} aria-hidden="true" /> X
        </a>
        {scripted && (
          <UnstyledButtonMarkup className={classes.item} onClick={() => void copyLink(url)}>
            <IconCopy size={16} aria-hidden="true" /> Copy link
          </UnstyledButtonMarkup>
        )}
      </div>
    </details>
  );
}

/** "Add to calendar": the one date, and for an occurrence (`seriesId`) its whole series too. */
export function CalendarMenu({ event, seriesId }: { event: ActionEvent; seriesId?: number | undefined }) {
  return (
    <details className={classes.menu}>
      <ButtonSummaryMarkup className={classes.summary} variant="light" leftSection={<IconCalendarPlus size={16} />}>
        Add to calendar
      </ButtonSummaryMarkup>
      <div className={classes.panel}>
        <a className={classes.item} href={icsHref(event.id)} download={`event-${event.id}.ics`}>
          <IconDownload size={16} aria-hidden="true" /> {seriesId ? "This date (.ics)" : "Download .ics"}
        </a>
        {seriesId && (
          <a className={classes.item} href={seriesIcsHref(seriesId)} download={`series-${seriesId}.ics`}>
            <IconRepeat size={16} aria-hidden="true" /> Whole series (.ics)
          </a>
        )}
        <a className={classes.item} href={googleCalendarHref(event)} {...external}>
          <IconBrandGoogle size={16} aria-hidden="true" /> Google Calendar
        </a>
        <a className={classes.item} href={outlookCalendarHref(event)} {...external}>
          <IconBrandWindows size={16} aria-hidden="true" /> Outlook
        </a>
      </div>
    </details>
  );
}
