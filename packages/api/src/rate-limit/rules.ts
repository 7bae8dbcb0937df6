// How many calls the limited procedures take (docs/architecture.md §4): contact and newsletter 10 a minute per
// client; public submissions 5 an hour per client, events and listings together, and 10 photos an hour
// for them; messages to businesses (inquiries) 5 an hour per client; sign-in 10 failures per 15
// minutes per client (then 429) and, whatever the address, per account (then each attempt waits its
// turn, never refused: docs/decisions/028-staff-sign-in.md); a member's mailed sign-in link 5 per 15
// minutes per address and 20 per client, every request counted; event registrations 10 an hour per
// client and 3 an hour per address (each may mail that address).
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** A limit that slows instead of refusing: past `max`, each call waits its turn and `delayMs`. */
interface PacedRule extends RateLimitRule {
  delayMs: number;
}

export interface RateLimits {
  contact: RateLimitRule;
  newsletter: RateLimitRule;
  submissions: RateLimitRule;
  submissionImages: RateLimitRule;
  inquiries: RateLimitRule;
  signInPerClient: RateLimitRule;
  signInPerAccount: PacedRule;
  memberLinkPerClient: RateLimitRule;
  memberLinkPerAddress: RateLimitRule;
  registrations: RateLimitRule;
  registrationsPerAddress: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  contact: { max: 10, windowMs: 60_000 },
  newsletter: { max: 10, windowMs: 60_000 },
  submissions: { max: 5, windowMs: 60 * 60_000 },
  // Twice the submissions: a visitor may pick another photo before sending.
  submissionImages: { max: 10, windowMs: 60 * 60_000 },
  inquiries: { max: 5, windowMs: 60 * 60_000 },
  signInPerClient: { max: 10, windowMs: 15 * 60_000 },
  // Past 10 failures on one account, its attempts are served one at a time, a second apart: at most
  // 900 guesses per 15 minutes however many addresses send them, while the right password still
  // gets in (one second later, plus whatever waits before it).
  signInPerAccount: { max: 10, windowMs: 15 * 60_000, delayMs: 1_000 },
  // Each request may send a mail: few per address, so nobody's inbox can be flooded from here.
  memberLinkPerClient: { max: 20, windowMs: 15 * 60_000 },
  memberLinkPerAddress: { max: 5, windowMs: 15 * 60_000 },
  // A family registering for several events from one house, yet no script filling an event.
  registrations: { max: 10, windowMs: 60 * 60_000 },
  // A duplicate mails the link again: an address cannot be flooded through someone else's form.
  registrationsPerAddress: { max: 3, windowMs: 60 * 60_000 },
};
