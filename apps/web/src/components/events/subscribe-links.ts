// The addresses a calendar app subscribes to for the events feed (or one category's): the feed
// itself over https, the same as webcal:// (which calendar apps open as a subscription rather than a
// download), and Google's and Outlook's "add a calendar by URL" pages given the feed.
interface SubscribeOptions {
  /** The site's public origin, without a trailing slash. */
  origin: string;
  /** The calendar's name, for Outlook's list of calendars. */
  name: string;
  /** A category's slug: that category's feed instead of the whole calendar. */
  category?: string | undefined;
}

/** The site-relative path of the events feed, or of one category's. */
const eventsFeedPath = (category?: string) =>
  category ? `/feeds/events.ics?category=${encodeURIComponent(category)}` : "/feeds/events.ics";

export function subscribeLinks({ origin, name, category }: SubscribeOptions) {
  const https = `${origin}${eventsFeedPath(category)}`;
  const webcal = https.replace(/^https?:/, "webcal:");
  const outlook = new URLSearchParams({ url: https, name });
  return {
    webcal,
    https,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${outlook.toString()}`,
  };
}
