// Seed deals and jobs (issue 30): a few realistic, fictional Ojai offers and openings from the
// seeded businesses (named, resolved to ids when seeded), every date relative to `now` so they are
// live whatever day the seed runs: started a few days ago, ending weeks from now. One deal is for
// members only; one job is remote. Plain typed data, as seed-data.ts.

type Day = (days: number, hour: number, minute?: number) => Date;

export interface SeedDeal {
  businessName: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  code?: string;
  audience?: "everyone" | "members";
}

export interface SeedJob {
  businessName: string;
  title: string;
  description: string;
  employmentType: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer" | "seasonal";
  locationKind?: "business" | "address" | "remote";
  address?: string;
  payMin?: number;
  payMax?: number;
  payUnit?: "hour" | "week" | "month" | "year";
  applyUrl?: string;
  applyEmail?: string;
  postedAt: Date;
  closesAt: Date;
}

export function seedDeals(day: Day): SeedDeal[] {
  return [
    {
      businessName: "Ojai Valley Bike Works",
      title: "Spring tune-up, 20% off",
      description:
        "Brakes, gears, tyres and a wash: bring your bike in before the end of the month and the full tune-up is **20% off**. Most bikes are ready the next day.",
      startsAt: day(-3, 0),
      endsAt: day(25, 0),
      code: "Mention the chamber at the counter",
    },
    {
      businessName: "Pink Moment Coffee House",
      title: "Second pastry free before 9 AM",
      description:
        "Buy any pastry with your morning coffee and the second one is on us, every weekday **before 9 AM**.",
      startsAt: day(-1, 0),
      endsAt: day(14, 0),
    },
    {
      businessName: "Kiln & Creek Pottery Studio",
      title: "Members: a free guest at any open studio night",
      description:
        "Chamber members may bring a guest to a Thursday open studio night at no charge: clay, glazes and firing included.",
      startsAt: day(-7, 0),
      endsAt: day(30, 0),
      code: "Show your member e-mail",
      audience: "members",
    },
    {
      businessName: "Honeybee Lane Provisions",
      title: "10% off local honey and olive oil",
      description: "All Ojai Valley honey and olive oil on the shelf is **10% off** while the spring stock lasts.",
      startsAt: day(-2, 0),
      endsAt: day(20, 0),
    },
  ];
}

export function seedJobs(day: Day): SeedJob[] {
  return [
    {
      businessName: "Pink Moment Coffee House",
      title: "Barista, weekend mornings",
      description:
        "Pull shots and greet regulars on **Saturday and Sunday** mornings, 6:30 AM to 1 PM. We train you on the machine; friendliness is the one thing we cannot teach.",
      employmentType: "part-time",
      payMin: 18.5,
      payMax: 21,
      payUnit: "hour",
      applyEmail: "jobs@pinkmoment.example",
      postedAt: day(-4, 9),
      closesAt: day(26, 9),
    },
    {
      businessName: "Sespe Smokehouse & Grill",
      title: "Line cook",
      description:
        "Full-time line cook for our smoker and grill station, dinner service Wednesday to Sunday. Two years on a line, a food handler card, and a calm head on a busy night.",
      employmentType: "full-time",
      payMin: 22,
      payMax: 26,
      payUnit: "hour",
      applyUrl: "https://sespe-smokehouse.example/jobs",
      postedAt: day(-2, 10),
      closesAt: day(28, 10),
    },
    {
      businessName: "Creekside Landscape & Irrigation",
      title: "Seasonal irrigation helper",
      description:
        "Help our crews check and repair drip systems across the valley from spring to early autumn. A driver's licence is a must; we teach the rest.",
      employmentType: "seasonal",
      payMin: 20,
      payUnit: "hour",
      applyEmail: "crew@creekside-landscape.example",
      postedAt: day(-6, 8),
      closesAt: day(24, 8),
    },
    {
      businessName: "Topatopa Bookkeeping & Tax",
      title: "Remote bookkeeper (contract)",
      description:
        "Keep the books of a dozen small valley businesses in QuickBooks, **from home**, about 15 hours a week. Tell us about the clients you keep now.",
      employmentType: "contract",
      locationKind: "remote",
      payMin: 35,
      payMax: 45,
      payUnit: "hour",
      applyEmail: "hello@topatopa-books.example",
      postedAt: day(-1, 9),
      closesAt: day(29, 9),
    },
  ];
}
