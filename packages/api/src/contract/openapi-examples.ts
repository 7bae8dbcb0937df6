// Example requests for the OpenAPI document, keyed by "METHOD /path" as the document spells them.
// Each is a real, valid request (apps/server/test/http/api-docs.int.test.ts sends every one).

/** A listing's public fields: what its member may change too. */
const listing = {
  name: "Ojai Coffee Roasters",
  description: "Small-batch coffee roasted daily on Ojai Avenue, with pastries from valley bakers.",
  category: "Dining",
  address: "337 E Ojai Ave, Ojai, CA 93023",
  phone: "(805) 555-0142",
  website: "https://ojaicoffee.example",
  email: "hello@ojaicoffee.example",
};

const business = { ...listing, featured: false, published: true, publishedAt: null, unlistAt: null };

const event = {
  title: "Ojai Art Walk",
  description: "Galleries, studios and shops along Ojai Avenue stay open late with new exhibitions.",
  category: "community",
  location: "Ojai Arcade, 323 E Ojai Ave",
  date: "2027-05-01T18:30:00-07:00",
  featured: true,
  published: true,
  publishedAt: null,
  unlistAt: null,
};

const deal = {
  title: "Spring tune-up: 20% off",
  description: "Bring your bike in before **May 31** and we check brakes, gears and tyres for 20% less.",
  startsAt: "2027-05-01T00:00:00-07:00",
  endsAt: "2027-06-01T00:00:00-07:00",
  code: "Mention the chamber at the counter",
  audience: "everyone",
};

const job = {
  title: "Barista, weekend mornings",
  description: "Pull shots and greet regulars on **Saturday and Sunday** mornings. Training given.",
  employmentType: "part-time",
  location: { kind: "business" },
  pay: { min: 18.5, max: 21, unit: "hour", currency: "USD" },
  apply: { url: "https://ojaicoffee.example/jobs", email: "jobs@ojaicoffee.example" },
  postedAt: "2027-05-01T09:00:00-07:00",
  closesAt: "2027-05-31T09:00:00-07:00",
};

const newsletterIssue = {
  subject: "June in the Ojai Valley",
  list: "news",
  body: "## Coming up\n\n- **[Ojai Art Walk](/events/1)**: galleries along Ojai Avenue stay open late.\n\nSee you there!",
};

const article = {
  title: "Twilight Concert Series Returns to Libbey Park",
  excerpt: "Five free evening concerts are on the calendar this season.",
  content: "The **Twilight Concert Series** returns to the Libbey Bowl on Thursday evenings.",
  category: "events",
  author: "Lena Park",
  publishedAt: "2027-04-02T09:00:00-07:00",
};

const webhook = {
  url: "https://hooks.ojaicoffee.example/chamber",
  description: "Member portal",
  events: ["business.created", "business.updated"],
};

const boardMember = { name: "Maria Alvarez", title: "President", company: "Topa Vista Guest Ranch", order: 1 };

const page = {
  title: "Membership Benefits",
  slug: "membership-benefits",
  content: "## Why join\n\nMembers are listed in the directory and invited to every mixer.",
  excerpt: "What membership offers local businesses.",
  published: true,
};

export const requestExamples: Record<string, unknown> = {
  "post /auth/login": { email: "admin@ojai-valley-chamber.example", password: "correct horse battery staple" },
  "post /businesses": business,
  "put /businesses/{id}": { ...business, featured: true },
  "post /events": event,
  "put /events/{id}": { ...event, location: "Libbey Park" },
  "post /news": article,
  "put /news/{id}": { ...article, excerpt: "" },
  "post /deals": { ...deal, businessId: 1 },
  "put /deals/{id}": { ...deal, businessId: 1, audience: "members" },
  "post /deals/{id}/refuse": { reason: "Please say what the discount applies to." },
  "post /account/businesses/{id}/deals": deal,
  "put /account/deals/{id}": { ...deal, title: "Spring tune-up: 25% off" },
  "post /account/deals/{id}/extend": { endsAt: "2027-06-15T00:00:00-07:00" },
  "post /jobs": { ...job, businessId: 1 },
  "put /jobs/{id}": { ...job, businessId: 1, location: { kind: "remote" } },
  "post /jobs/{id}/refuse": { reason: "Please give the pay or a range." },
  "post /account/businesses/{id}/jobs": job,
  "put /account/jobs/{id}": { ...job, title: "Barista, weekends" },
  "post /account/jobs/{id}/extend": { closesAt: "2027-06-20T09:00:00-07:00" },
  "post /board-members": boardMember,
  "put /board-members/{id}": { ...boardMember, title: "Past President" },
  "post /pages": page,
  "put /pages/{id}": { ...page, published: false },
  "post /settings": { key: "contact.hours", value: "Mon-Fri 9:00 AM - 5:00 PM", description: "Office opening hours" },
  "put /settings/{key}": { value: "Mon-Sat 9:00 AM - 5:00 PM", description: "Office opening hours" },
  "put /member-settings": { changesNeedApproval: true, postsNeedApproval: true },
  // A member's (apps/server/test/api/account.int.test.ts sends them with a member's bearer).
  "put /account/businesses/{id}": {
    ...listing,
    hours: {
      weekly: { mon: [], tue: [{ opens: "07:00", closes: "15:00" }], wed: [], thu: [], fri: [], sat: [], sun: [] },
      note: "Espresso bar until 2 PM",
      exceptions: [{ date: "2027-12-25", closed: true }],
    },
    social: { instagram: "https://instagram.com/ojaicoffee" },
  },
  "post /account/businesses/{id}/events": {
    title: event.title,
    description: event.description,
    category: event.category,
    location: event.location,
    date: event.date,
  },
  "post /contact": {
    firstName: "Ana",
    lastName: "Reyes",
    email: "ana@example.com",
    subject: "Membership Information",
    message: "Hello! I run a small bakery in Meiners Oaks and would like to join the chamber.",
  },
  "post /newsletter": { email: "ana@example.com", lists: ["news", "events"] },
  "put /newsletter/preferences/{token}": { lists: ["news"] },
  "post /newsletter-issues": newsletterIssue,
  "put /newsletter-issues/{id}": { ...newsletterIssue, subject: "June in the Ojai Valley: Twilight concerts" },
  "post /newsletter-issues/preview": newsletterIssue,
  "post /account/sign-in": { email: "owner@ojaicoffee.example" },
  "post /staff/invitations": { name: "Dana Whitfield", email: "dana@ojai-valley-chamber.example", role: "editor" },
  "put /staff/{id}": { role: "owner" },
  "post /tokens": { name: "Member portal", role: "editor", expiresAt: "2099-01-31T00:00:00Z" },
  "post /auth/login/second-step": { challenge: "q3Zr8Kx0N1mYvT5uB7cW2pLs9dF4hJ6gA0eR1tY3uI8", code: "492039" },
  "post /auth/password-reset": { email: "admin@ojai-valley-chamber.example" },
  "post /auth/password-reset/confirm": {
    token: "q3Zr8Kx0N1mYvT5uB7cW2pLs9dF4hJ6gA0eR1tY3uI8",
    password: "a new passphrase of my own",
  },
  "post /auth/two-step/confirm": { code: "492039" },
  "post /auth/two-step/disable": { code: "492039" },
  "put /staff/two-step-policy": { required: true },
  "post /webhooks": webhook,
  "put /webhooks/{id}": { ...webhook, events: [...webhook.events, "business.deleted"], enabled: true },
};

/** Examples for path and query parameters, by name. */
export const parameterExamples: Record<string, unknown> = {
  id: 1,
  slug: "membership-benefits",
  key: "contact.hours",
  // A slug both lists have, so the one example serves the business and the event filters.
  category: "other",
  search: "coffee",
  limit: 3,
  offset: 0,
  deliveryId: 1,
};
