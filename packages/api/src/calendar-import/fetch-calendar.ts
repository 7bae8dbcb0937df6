// Reads a calendar feed from the address staff gave, through the outbound guard
// (outbound/public-request.ts): never a loopback, private or link-local address (unless the
// server allows them), at most 5 MB, answered whole within 10 seconds, up to 3 redirects.
import { CALENDAR_FETCH_TIMEOUT_MS, MAX_CALENDAR_BYTES } from "@chamber/core/schemas";
import { type OutboundPolicy, OutboundRefused, requestPublic } from "../outbound/public-request.ts";

/** The feed could not be read; the message is for the person who gave the address. */
export class FeedUnreadable extends Error {
  override name = "FeedUnreadable";
}

/** The feed's text, or FeedUnreadable saying why not. `timeoutMs` is for tests only. */
export async function fetchCalendar(
  url: string,
  policy: OutboundPolicy,
  timeoutMs = CALENDAR_FETCH_TIMEOUT_MS,
): Promise<string> {
  let response: Awaited<ReturnType<typeof requestPublic>>;
  try {
    response = await requestPublic(
      {
        url,
        maxBytes: MAX_CALENDAR_BYTES,
        timeoutMs,
        maxRedirects: 3,
        headers: { accept: "text/calendar, */*;q=0.5" },
      },
      policy,
    );
  } catch (error) {
    if (error instanceof OutboundRefused) throw new FeedUnreadable(error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code) throw new FeedUnreadable(`The address could not be reached (${code})`);
    throw error;
  }
  if (response.status < 200 || response.status > 299)
    throw new FeedUnreadable(`The address answered with status ${response.status}, not a calendar`);
  return response.body.toString("utf8");
}
