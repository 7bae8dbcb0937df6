// Seed content for a fresh install of Chamber. A new site must look like a real chamber website
// from the first start, so this is realistic, fictional, Ojai-flavoured content, never lorem ipsum.
// The businesses, people, phone numbers (555-01xx) and .example domains are all invented.
// It is plain typed data with no Prisma import and no side effects, so the seed script, tests and
// e2e fixtures can share it. Every date is relative to `now`: upcoming events stay upcoming and
// news stays recent whenever the seed runs. Times are wall-clock times in Ojai (America/Los_Angeles).

import {
  DEFAULT_SITE_TIMEZONE,
  daysFromNowAt,
  defaultSiteFacts,
  type SiteFactName,
  siteFactKeys,
  siteFactLabels,
} from "@chamber/core";
import type { Hours, Social } from "@chamber/core/schemas";
import { seedHours, seedSocial } from "./seed-hours.ts";
import { type SeedDeal, type SeedJob, seedDeals, seedJobs } from "./seed-posts.ts";

interface SeedBusiness {
  name: string;
  description: string;
  category: string;
  address: string;
  phone: string;
  website?: string;
  email?: string;
  featured?: boolean;
  published?: boolean;
  publishedAt?: Date;
  unlistAt?: Date;
  hours?: Hours;
  social?: Social;
}

interface SeedEvent {
  title: string;
  description: string;
  category: string;
  location: string;
  date: Date;
  featured?: boolean;
  published?: boolean;
}

interface SeedNews {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  author: string;
  publishedAt: Date;
}

interface SeedBoardMember {
  name: string;
  title: string;
  company?: string;
  order: number;
}

interface SeedPage {
  title: string;
  slug: string;
  content: string;
  excerpt?: string;
  published: boolean;
}

interface SeedSetting {
  key: string;
  value: string;
  description?: string;
}

export interface SeedDataSet {
  businesses: SeedBusiness[];
  events: SeedEvent[];
  news: SeedNews[];
  boardMembers: SeedBoardMember[];
  pages: SeedPage[];
  settings: SeedSetting[];
  /** Deals and jobs, each naming its business (seed.ts resolves the name to its id). */
  deals: SeedDeal[];
  jobs: SeedJob[];
}

/** "N days from now at HH:MM in Ojai": the seed's dates are the chamber's own wall clock. */
const ojaiTime = (now: Date, days: number, hour: number, minute = 0) =>
  daysFromNowAt(now, days, hour, minute, DEFAULT_SITE_TIMEZONE);

// ---------------------------------------------------------------------------------------------
// Businesses
// ---------------------------------------------------------------------------------------------

/** The businesses with the opening hours and social links seed-hours.ts gives them. */
function businesses(now: Date): SeedBusiness[] {
  const hours = seedHours(now);
  return businessFacts(now).map((business) => {
    const given = { hours: hours[business.name], social: seedSocial[business.name] };
    return {
      ...business,
      ...(given.hours ? { hours: given.hours } : {}),
      ...(given.social ? { social: given.social } : {}),
    };
  });
}

function businessFacts(now: Date): SeedBusiness[] {
  return [
    // Dining
    {
      name: "Topa Ridge Kitchen",
      description:
        "Seasonal California cooking built around whatever the East End farms bring in that morning. Wood-fired vegetables, slow-braised local lamb and a patio that catches the Pink Moment every evening.",
      category: "Dining",
      address: "318 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0101",
      website: "https://topa-ridge-kitchen.example",
      email: "reservations@topa-ridge-kitchen.example",
      featured: true,
    },
    {
      name: "Matilija Creek Taqueria",
      description:
        "Family-run taqueria serving handmade tortillas, carnitas on weekends and a salsa bar that locals argue about. Quick counter service and plenty of shaded picnic tables.",
      category: "Dining",
      address: "1012 Maricopa Hwy, Ojai, CA 93023",
      phone: "(805) 555-0102",
      website: "https://matilija-creek-taqueria.example",
    },
    {
      name: "Sespe Smokehouse & Grill",
      description:
        "Oak-smoked tri-tip, brisket and Santa Maria-style beans from a pit crew that has been cooking at valley fundraisers for years. Opening in the former feed store on Bryant Street.",
      category: "Dining",
      address: "455 N Bryant St, Ojai, CA 93023",
      phone: "(805) 555-0103",
      email: "hello@sespe-smokehouse.example",
      published: false,
    },
    {
      name: "Pixie Tangerine Café",
      description:
        "A bright corner café known for its pixie tangerine scones, pour-over coffee and fresh-squeezed juice in season. Laptop-friendly mornings, live acoustic sets on Sunday afternoons.",
      category: "Dining",
      address: "212 W Matilija St, Ojai, CA 93023",
      phone: "(805) 555-0104",
      website: "https://pixie-tangerine-cafe.example",
      email: "hello@pixie-tangerine-cafe.example",
      featured: true,
    },
    {
      name: "Pink Moment Coffee House",
      description:
        "Small-batch roasting on site, with a rotating single-origin on the bar every week. The back garden is the quietest place on the avenue to read.",
      category: "Dining",
      address: "145 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0105",
      website: "https://pink-moment-coffee.example",
    },
    {
      name: "Foothill Tea & Biscuit",
      description:
        "Loose-leaf teas, buttermilk biscuits and homemade jams made with valley citrus. Afternoon tea service by reservation on weekends.",
      category: "Dining",
      address: "109 N Montgomery St, Ojai, CA 93023",
      phone: "(805) 555-0106",
      email: "teatime@foothill-tea.example",
    },
    {
      name: "Olive & Oak Wine Room",
      description:
        "Central Coast wines by the glass, local olive oil tastings and small plates in a cozy room just off the Arcade. Trivia night every Tuesday.",
      category: "Dining",
      address: "323 E Matilija St, Ojai, CA 93023",
      phone: "(805) 555-0107",
      website: "https://olive-and-oak-wine.example",
      email: "cheers@olive-and-oak-wine.example",
    },
    {
      name: "Orchard Table Supper Club",
      description:
        "Monthly long-table dinners held among the citrus trees of an East End ranch, with a set menu from guest chefs. Tickets are released on the first of each month.",
      category: "Dining",
      address: "1420 Highway 150, Ojai, CA 93023",
      phone: "(805) 555-0108",
      website: "https://orchard-table-supper.example",
    },

    // Retail
    {
      name: "Valley Thread Outfitters",
      description:
        "Outdoor clothing and hiking gear for the trails above town, from sun hoodies to trekking poles. Staff happily share current conditions on Shelf Road and the Pratt Trail.",
      category: "Retail",
      address: "238 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0109",
      website: "https://valley-thread-outfitters.example",
      email: "shop@valley-thread-outfitters.example",
    },
    {
      name: "Arcade Paper & Ink",
      description:
        "Stationery, fountain pens, letterpress cards printed in the back room and a wall of journals. Gift wrapping is always free.",
      category: "Retail",
      address: "307 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0110",
      website: "https://arcade-paper-ink.example",
    },
    {
      name: "Sulphur Mountain Hardware",
      description:
        "An old-fashioned hardware store where you can still buy a single bolt. Keys cut, screens repaired, and drip irrigation parts for every garden in the valley.",
      category: "Retail",
      address: "610 N Bryant St, Ojai, CA 93023",
      phone: "(805) 555-0111",
    },
    {
      name: "Honeybee Lane Provisions",
      description:
        "A pantry shop stocked with raw valley honey, cold-pressed olive oil, tangerine marmalade and other goods from farms within twenty miles. The gift baskets ship anywhere.",
      category: "Retail",
      address: "402 W Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0112",
      website: "https://honeybee-lane-provisions.example",
      email: "orders@honeybee-lane-provisions.example",
      featured: true,
    },
    {
      name: "Oak Shade Used Books",
      description:
        "Two rooms of secondhand books, with deep sections on California history, poetry and natural history. Trade-in credit is offered every day but Sunday.",
      category: "Retail",
      address: "121 S Canada St, Ojai, CA 93023",
      phone: "(805) 555-0113",
      email: "books@oak-shade-books.example",
    },
    {
      name: "Little Acorn Toy Shop",
      description:
        "Wooden toys, puzzles, art supplies and picture books chosen by a retired kindergarten teacher. Opening soon next to the post office.",
      category: "Retail",
      address: "215 N Signal St, Ojai, CA 93023",
      phone: "(805) 555-0114",
      website: "https://little-acorn-toys.example",
      publishedAt: ojaiTime(now, 14, 9, 0),
    },

    // Services, Professional, Health & Wellness
    {
      name: "Ojai Valley Bike Works",
      description:
        "Repairs, tune-ups and rentals for road, mountain and e-bikes, plus weekend route advice for the Ojai Valley Trail. Same-day flat fixes.",
      category: "Services",
      address: "720 W Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0115",
      website: "https://ojai-bike-works.example",
      email: "service@ojai-bike-works.example",
    },
    {
      name: "Foothill Pet Grooming",
      description:
        "Gentle, appointment-only grooming for dogs and cats, with a mobile van for the Upper Ojai and East End. Nail trims are walk-in on Saturday mornings.",
      category: "Services",
      address: "833 Maricopa Hwy, Ojai, CA 93023",
      phone: "(805) 555-0116",
      email: "book@foothill-pet-grooming.example",
    },
    {
      name: "Creekside Landscape & Irrigation",
      description:
        "Drought-tolerant garden design, native plantings and smart irrigation retrofits. Licensed, insured and familiar with the valley's clay soils.",
      category: "Services",
      address: "915 Creek Rd, Ojai, CA 93023",
      phone: "(805) 555-0117",
      website: "https://creekside-landscape.example",
    },
    {
      name: "Sunrise Auto Care",
      description:
        "Honest auto repair and smog checks for over twenty years. The owners have retired and the shop has closed; thank you, Ojai.",
      category: "Services",
      address: "502 N Bryant St, Ojai, CA 93023",
      phone: "(805) 555-0118",
      publishedAt: ojaiTime(now, -400, 9, 0),
      unlistAt: ojaiTime(now, -10, 17, 0),
    },
    {
      name: "Chaparral Home Cleaning",
      description:
        "Eco-friendly house cleaning and vacation-rental turnovers, scheduled weekly, monthly or one time. Fully bonded team based in Meiners Oaks.",
      category: "Services",
      address: "1204 Maricopa Hwy, Ojai, CA 93023",
      phone: "(805) 555-0119",
      email: "schedule@chaparral-cleaning.example",
    },
    {
      name: "Harlan & Reyes, Attorneys at Law",
      description:
        "Estate planning, real estate and small-business law for valley families and owners. Free thirty-minute consultations for Chamber members.",
      category: "Professional",
      address: "140 N Signal St, Suite B, Ojai, CA 93023",
      phone: "(805) 555-0120",
      website: "https://harlan-reyes-law.example",
      email: "office@harlan-reyes-law.example",
    },
    {
      name: "Topatopa Bookkeeping & Tax",
      description:
        "Bookkeeping, payroll and tax preparation for sole proprietors, farms and nonprofits. Evening appointments available during tax season.",
      category: "Professional",
      address: "118 S Montgomery St, Ojai, CA 93023",
      phone: "(805) 555-0121",
      website: "https://topatopa-bookkeeping.example",
      email: "help@topatopa-bookkeeping.example",
    },
    {
      name: "East End Design Studio",
      description:
        "Architecture and interior design rooted in the valley's Spanish Revival and ranch-house traditions. Specialists in sensitive remodels and accessory dwelling units.",
      category: "Professional",
      address: "226 W Matilija St, Ojai, CA 93023",
      phone: "(805) 555-0122",
      website: "https://east-end-design.example",
    },
    {
      name: "Signal Street Family Dental",
      description:
        "General and pediatric dentistry in a calm, light-filled office. New patients welcome, with early-morning hours on Tuesdays and Thursdays.",
      category: "Health & Wellness",
      address: "350 N Signal St, Ojai, CA 93023",
      phone: "(805) 555-0123",
      website: "https://signal-street-dental.example",
      email: "smile@signal-street-dental.example",
    },
    {
      name: "Orange Blossom Pediatrics",
      description:
        "Primary care for newborns through teens, including sports physicals and same-day sick visits. Spanish spoken.",
      category: "Health & Wellness",
      address: "505 E Matilija St, Ojai, CA 93023",
      phone: "(805) 555-0124",
      website: "https://orange-blossom-pediatrics.example",
    },
    {
      name: "Valley Oak Physical Therapy",
      description:
        "One-on-one physical therapy for sports injuries, post-surgical recovery and balance training. Hikers and cyclists are a specialty.",
      category: "Health & Wellness",
      address: "1003 W Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0125",
      email: "frontdesk@valley-oak-pt.example",
    },

    // Arts
    {
      name: "Chaparral Dance Collective",
      description:
        "Ballet, modern and folklórico classes for ages four to eighty. The spring showcase fills the Libbey Park bowl every year.",
      category: "Arts",
      address: "410 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0126",
      website: "https://chaparral-dance.example",
      email: "classes@chaparral-dance.example",
    },
    {
      name: "Kiln & Creek Pottery Studio",
      description:
        "A working ceramics studio with wheel classes, open studio memberships and a small shop of locally made stoneware. Date-night classes run on Fridays.",
      category: "Arts",
      address: "780 Creek Rd, Ojai, CA 93023",
      phone: "(805) 555-0127",
      website: "https://kiln-and-creek.example",
    },
    {
      name: "Tangerine Moon Printmaking",
      description:
        "Linocut and letterpress workshops led by a valley printmaker, with editions of Ojai landscapes for sale. Private group sessions by arrangement.",
      category: "Arts",
      address: "137 S Canada St, Ojai, CA 93023",
      phone: "(805) 555-0128",
      email: "studio@tangerine-moon-print.example",
    },
    {
      name: "Sagebrush Sign & Mural Co.",
      description:
        "Hand-painted signs, gold-leaf window lettering and murals for businesses across the valley. Look for their work along the Arcade.",
      category: "Arts",
      address: "620 N Montgomery St, Ojai, CA 93023",
      phone: "(805) 555-0129",
      website: "https://sagebrush-sign-mural.example",
    },
    {
      name: "Arcade Light Gallery",
      description:
        "Contemporary painting and sculpture by artists of Ventura County, with a new exhibition every six weeks. Opening receptions are held on Art Walk evenings.",
      category: "Arts",
      address: "329 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0130",
      website: "https://arcade-light-gallery.example",
      email: "info@arcade-light-gallery.example",
      featured: true,
    },
    {
      name: "Ridgeline Photography Gallery",
      description:
        "Fine-art landscape photography of the Topatopa Mountains, the Sespe and the Channel Islands, printed in house on archival paper.",
      category: "Arts",
      address: "205 W Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0131",
      website: "https://ridgeline-photo-gallery.example",
    },
    {
      name: "Blue Heron Fine Art",
      description:
        "Early California plein-air paintings and works by living artists who carry on the tradition. Appraisals and framing by appointment.",
      category: "Arts",
      address: "116 N Montgomery St, Ojai, CA 93023",
      phone: "(805) 555-0132",
      email: "gallery@blue-heron-fine-art.example",
    },

    // Health & Wellness and Lodging
    {
      name: "Quiet Valley Yoga & Bodywork",
      description:
        "Daily yoga classes, sound baths and licensed massage therapy in a garden studio near the east end of town. Drop-ins welcome, mats provided.",
      category: "Health & Wellness",
      address: "512 E Ojai Ave, Ojai, CA 93023",
      phone: "(805) 555-0133",
      website: "https://quiet-valley-yoga.example",
      email: "namaste@quiet-valley-yoga.example",
      featured: true,
    },
    {
      name: "Eucalyptus Float & Sauna",
      description:
        "Float tanks, a cedar sauna and cold plunges for recovery after a long day on the trails. Booking opens once the final inspection is complete.",
      category: "Health & Wellness",
      address: "301 N Canada St, Ojai, CA 93023",
      phone: "(805) 555-0134",
      email: "hello@eucalyptus-float.example",
      published: false,
    },
    {
      name: "Topa Vista Guest Ranch",
      description:
        "Twelve cottages on a working citrus ranch with views of the Topatopa bluffs, a saltwater pool and breakfast from the orchard. Pet-friendly cottages available.",
      category: "Lodging",
      address: "1650 Highway 150, Ojai, CA 93023",
      phone: "(805) 555-0135",
      website: "https://topa-vista-ranch.example",
      email: "stay@topa-vista-ranch.example",
      featured: true,
    },
    {
      name: "Signal Street Cottages",
      description:
        "Five restored 1920s bungalows a short walk from the Arcade and Libbey Park. Bicycles and beach passes are included with every stay.",
      category: "Lodging",
      address: "415 N Signal St, Ojai, CA 93023",
      phone: "(805) 555-0136",
      website: "https://signal-street-cottages.example",
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

function events(now: Date): SeedEvent[] {
  return [
    // Past
    {
      title: "Native Plant Sale",
      description:
        "Hundreds of drought-tolerant natives grown by local volunteers, with advice on planting for pollinators and fire-safe gardens.",
      category: "Community",
      location: "Libbey Park",
      date: ojaiTime(now, -58, 9, 0),
    },
    {
      title: "State of the Valley Breakfast",
      description:
        "Our annual look at the valley economy, with updates from the city, the school district and the tourism board.\nBreakfast is served at 7:30 AM; the program starts at 8:00 AM.",
      category: "Business",
      location: "Topa Vista Guest Ranch, 1650 Highway 150",
      date: ojaiTime(now, -45, 7, 30),
    },
    {
      title: "Members Business Mixer",
      description:
        "An evening of conversation, local wine and appetizers with fellow members and new neighbors. Bring plenty of business cards.",
      category: "Networking",
      location: "Ojai Arcade",
      date: ojaiTime(now, -31, 17, 30),
    },
    {
      title: "Social Media for Small Shops",
      description:
        "A hands-on morning workshop on photographing products, writing captions that sell and planning a month of posts in an hour.\nBring a phone or laptop. Coffee is provided by Pink Moment Coffee House.",
      category: "Workshop",
      location: "Chamber Office, 206 N Signal St",
      date: ojaiTime(now, -20, 9, 0),
    },
    {
      title: "Libbey Park Cleanup Day",
      description:
        "Join neighbors to weed, mulch and tidy the park before the next big festival. Gloves, tools and breakfast burritos are provided.",
      category: "Community",
      location: "Libbey Park",
      date: ojaiTime(now, -12, 8, 0),
    },
    {
      title: "Sunset Strings at the Bowl",
      description: "A free evening of chamber music by the Ojai Valley Youth Strings as the mountains turn pink.",
      category: "Music",
      location: "Libbey Park",
      date: ojaiTime(now, -5, 18, 0),
    },

    // Upcoming
    {
      title: "Chamber Networking Breakfast",
      description:
        "Our monthly early-bird gathering. Grab a scone, meet other owners and take one minute to tell the room what your business is working on.",
      category: "Networking",
      location: "Pixie Tangerine Café, 212 W Matilija St",
      date: ojaiTime(now, 6, 7, 30),
    },
    {
      title: "New Member Orientation",
      description:
        "A lunchtime introduction to Chamber programs, the business directory, event listings and how to get the most from your membership. Lunch is included.",
      category: "Business",
      location: "Chamber Office, 206 N Signal St",
      date: ojaiTime(now, 9, 12, 0),
    },
    {
      title: "Ojai Art Walk",
      description:
        "Galleries, studios and shops along Ojai Avenue stay open late with new exhibitions, artist talks and live music.\nPick up a walking map at the Chamber table under the Arcade.\nMost venues are wheelchair accessible.",
      category: "Festival",
      location: "Ojai Arcade",
      date: ojaiTime(now, 13, 16, 0),
      featured: true,
    },
    {
      title: "Bookkeeping Basics for Small Businesses",
      description:
        "Topatopa Bookkeeping & Tax walks through setting up a chart of accounts, tracking sales tax and getting ready for quarterly estimates.",
      category: "Workshop",
      location: "Chamber Office, 206 N Signal St",
      date: ojaiTime(now, 20, 10, 0),
    },
    {
      title: "Twilight Concerts in the Park",
      description:
        "The concert series opens with a local swing band.\nBring a blanket and a picnic; food trucks line Signal Street from 5:30 PM.\nFree admission, donations support the park.",
      category: "Music",
      location: "Libbey Park",
      date: ojaiTime(now, 25, 18, 30),
      featured: true,
    },
    {
      title: "Business After Hours at Arcade Light Gallery",
      description:
        "See the new exhibition before it opens to the public and meet the artists. Members and guests welcome; light bites and wine.",
      category: "Networking",
      location: "Arcade Light Gallery, 329 E Ojai Ave",
      date: ojaiTime(now, 33, 17, 30),
    },
    {
      title: "Ojai Valley Tangerine Festival",
      description:
        "A full day celebrating the valley's famous pixie tangerine.\n\n- Orchard tours and tastings from East End growers\n- Marmalade and baking contests\n- Kids' corner, live music and local food vendors\n\nParking fills early; ride the free shuttle from Nordhoff High School.",
      category: "Festival",
      location: "Libbey Park",
      date: ojaiTime(now, 41, 10, 0),
      featured: true,
    },
    {
      title: "Valley Harvest Block Party",
      description:
        "Ojai Avenue closes to cars for an evening of long tables, farm stands and dancing in the street. Hosted with the downtown merchants.",
      category: "Community",
      location: "Ojai Avenue between Signal St and Montgomery St",
      date: ojaiTime(now, 62, 16, 0),
    },
    {
      title: "Annual Awards Dinner",
      description:
        "Celebrate the Business of the Year, Volunteer of the Year and the Spirit of Ojai award.\nCocktails at 6:00 PM, dinner at 7:00 PM. Tickets available from the Chamber office.",
      category: "Business",
      location: "Topa Vista Guest Ranch, 1650 Highway 150",
      date: ojaiTime(now, 95, 18, 0),
      featured: true,
    },
    {
      title: "Lantern Walk on the Valley Trail",
      description:
        "An evening walk along the Ojai Valley Trail with handmade lanterns. Route, permits and sponsors still to be confirmed.",
      category: "Community",
      location: "Ojai Valley Trail, Fox Street trailhead",
      date: ojaiTime(now, 118, 19, 0),
      published: false,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

function news(now: Date): SeedNews[] {
  return [
    {
      title: "Business Spotlight: Honeybee Lane Provisions",
      excerpt:
        "How a backyard hobby of three hives grew into a pantry shop that stocks goods from more than forty valley farms.",
      category: "Business Spotlight",
      author: "Hazel Brennan",
      publishedAt: ojaiTime(now, -3, 9, 0),
      content: `When Marisol Vega set up three beehives behind her West End bungalow, she only meant to pollinate her tangerine trees. Six years later, Honeybee Lane Provisions fills a sunny storefront on West Ojai Avenue with raw honey, olive oil, marmalade and dried fruit from more than forty farms within twenty miles of town.

## Buying local, literally

"Everything on the shelf has a name and a driveway behind it," Vega says. She visits each supplier before stocking their products, and the shop's chalkboard lists which farm each jar came from that week.

## What to try

- Orange-blossom honey, harvested each spring from East End groves
- Tangerine marmalade made in small batches by a Meiners Oaks family
- Gift baskets that ship anywhere in the country

The shop also hosts a free honey tasting on the first Saturday of every month. Stop by, say hello, and tell them the Chamber sent you.`,
    },
    {
      title: "Volunteers Give Libbey Park a Fresh Look",
      excerpt:
        "More than eighty volunteers spent a Saturday morning weeding, mulching and painting benches ahead of the busy season.",
      category: "Community News",
      author: "Priya Raman",
      publishedAt: ojaiTime(now, -11, 10, 30),
      content: `More than eighty volunteers turned out on a cool Saturday morning to give Libbey Park a fresh look. Families, scout troops and staff from a dozen member businesses spread forty cubic yards of mulch, pulled weeds along the creek path and repainted the benches near the tennis courts.

Breakfast burritos came courtesy of Matilija Creek Taqueria, and Sulphur Mountain Hardware loaned tools and donated paint.

"The park is the valley's living room," said Chamber President Margaret Lindqvist. "It was wonderful to see so many people show up to take care of it."

The next cleanup is planned for the fall. If your business would like to sponsor supplies or field a team, please [contact us](/contact).`,
    },
    {
      title: "Twilight Concert Series Returns to Libbey Park",
      excerpt: "Five free evening concerts are on the calendar this season, opening with a local swing band.",
      category: "events",
      author: "Lena Park",
      publishedAt: ojaiTime(now, -19, 8, 0),
      content: `The Twilight Concerts in the Park series is back for another season, with five free evening shows in Libbey Park. Concerts start at 6:30 PM, and food trucks will line Signal Street from 5:30 PM.

## This season's lineup

1. A local swing band opens the series
2. A night of bluegrass and old-time fiddle
3. Latin jazz from a Ventura quintet
4. The Ojai Valley Youth Strings
5. A closing-night singalong of California classics

Bring a blanket or low-back chair, and please leave pets at home. Donations collected at each show go toward park maintenance.

See the full schedule on our [events page](/events).`,
    },
    {
      title: "Chamber Launches Small Business Grant Workshops",
      excerpt: "A new monthly series helps owners find and apply for local, state and federal small-business grants.",
      category: "business",
      author: "Daniel Okafor",
      publishedAt: ojaiTime(now, -34, 11, 0),
      content: `Many small businesses in the valley qualify for grants they have never heard of. Starting this quarter, the Chamber is hosting a free monthly workshop to help members find and apply for local, state and federal funding.

Each session covers a different theme, from storefront improvement grants to energy-efficiency rebates and funding for hiring young workers. Volunteers from member firms will review draft applications one on one.

Workshops are held at the Chamber office, 206 N Signal St, and are open to members and non-members alike. Seating is limited to twenty, so please register early.

Find more tools for owners on our [business resources](/business-resources) page.`,
    },
    {
      title: "Visitor Numbers Up Along the Avenue",
      excerpt: "Downtown merchants report a busy season, with weekday visits growing fastest.",
      category: "tourism",
      author: "Ethan Morales",
      publishedAt: ojaiTime(now, -52, 9, 30),
      content: `Downtown merchants report one of their busiest seasons in years, according to an informal survey of Chamber members along Ojai Avenue. Lodging members say weekday stays grew faster than weekends, a sign that visitors are spreading their trips across the week.

## What visitors are asking for

- Trail maps and current conditions for the hikes above town
- Places to watch the Pink Moment at sunset
- Farm stands and tasting rooms open on weekdays

The Visitor Center at the Chamber office has restocked its maps and brochures. Members are welcome to drop off flyers for the rack.

Planning a trip? Start with our [visitor guide](/visitor).`,
    },
    {
      title: "Help Shape the Valley Wayfinding Signs",
      excerpt:
        "The city and the Chamber want community input on new signs pointing visitors to parking, trails and downtown.",
      category: "community",
      author: "Margaret Lindqvist",
      publishedAt: ojaiTime(now, -80, 14, 0),
      content: `New wayfinding signs are coming to the valley, and the Chamber is collecting ideas from residents and business owners before the designs are finalized.

The signs will point visitors to public parking, the Ojai Valley Trail, Libbey Park and the downtown shops. Proposed designs use local stone and hand-painted lettering in keeping with the Arcade.

Comment cards are available at the Chamber office, or you can send your thoughts through our [contact form](/contact). Comments are open for the next six weeks.

Thank you to Sagebrush Sign & Mural Co. and East End Design Studio for volunteering their time on the early sketches.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Board, pages, settings
// ---------------------------------------------------------------------------------------------

const boardMembers: SeedBoardMember[] = [
  { name: "Margaret Lindqvist", title: "President", company: "Topa Ridge Kitchen", order: 1 },
  { name: "Daniel Okafor", title: "Vice President", company: "Harlan & Reyes, Attorneys at Law", order: 2 },
  { name: "Rosa Castellanos", title: "Treasurer", company: "Topatopa Bookkeeping & Tax", order: 3 },
  { name: "Priya Raman", title: "Secretary", company: "Valley Oak Physical Therapy", order: 4 },
  { name: "Tom Whitfield", title: "Director", company: "Valley Thread Outfitters", order: 5 },
  { name: "Lena Park", title: "Director", company: "Arcade Light Gallery", order: 6 },
  { name: "Ethan Morales", title: "Director", company: "Topa Vista Guest Ranch", order: 7 },
  { name: "Hazel Brennan", title: "Director at Large", order: 8 },
];

const pages: SeedPage[] = [
  {
    title: "About the Ojai Valley",
    slug: "about-ojai-valley",
    excerpt: "A small valley in Ventura County, known for its citrus, its mountains and its pink sunsets.",
    published: true,
    content: `# About the Ojai Valley

Tucked into the Topatopa Mountains about fifteen miles inland from the Ventura coast, the Ojai Valley is home to a close-knit community of farmers, artists, makers and small-business owners. The valley runs east to west, which gives it its famous **Pink Moment**, when the setting sun lights up the bluffs above town.

## A little history

The valley was home to the Chumash people for thousands of years before ranchers and citrus growers arrived in the 1800s. In the early twentieth century the town gained its Spanish Revival Arcade, post office tower and Libbey Park, which still anchor downtown today.

## Things to do

- Walk or ride the **Ojai Valley Trail**, a converted rail line that runs to the coast
- Browse the galleries, bookshops and boutiques along Ojai Avenue
- Taste pixie tangerines, olive oil and honey from East End farms
- Hike to the ridge for views across the valley and out to the Channel Islands
- Catch a concert or festival in Libbey Park

## Plan your visit

Find places to eat, shop and stay in our [business directory](/directory), see what's on in the [events calendar](/events), or read our [visitor guide](/visitor). Questions? [Contact us](/contact), or stop by the Chamber office at 206 N Signal St, Monday to Friday, 9:00 AM to 5:00 PM.`,
  },
  {
    title: "Membership Benefits",
    slug: "membership-benefits",
    excerpt: "Why more than 250 valley businesses belong to the Ojai Valley Chamber of Commerce.",
    published: true,
    content: `# Membership Benefits

The Ojai Valley Chamber of Commerce connects local businesses with each other, with residents and with the visitors who come to the valley every year. Membership is open to any business or nonprofit in the greater Ojai Valley.

## What members receive

- A listing in the online [business directory](/directory), with a link to your website
- Events posted to the community [events calendar](/events)
- Invitations to networking breakfasts, mixers and the Annual Awards Dinner
- A mention in the Chamber newsletter when you join or open a new location
- Free workshops on marketing, bookkeeping and grants
- Brochure space in the Visitor Center at the Chamber office

## Membership levels

<table>
  <thead>
    <tr><th>Level</th><th>Best for</th><th>Annual dues</th></tr>
  </thead>
  <tbody>
    <tr><td>Community</td><td>Sole proprietors and nonprofits</td><td>$150</td></tr>
    <tr><td>Business</td><td>Shops, restaurants and offices with up to 10 employees</td><td>$325</td></tr>
    <tr><td>Partner</td><td>Larger employers and lodging</td><td>$750</td></tr>
  </tbody>
</table>

<strong>New members receive a free spotlight on our news page in their first year.</strong>

## How to join

Join online or in person at the Chamber office, 206 N Signal St. To talk through which level fits your business, [contact us](/contact) or call (805) 555-0100.`,
  },
  {
    title: "Business Resources",
    slug: "business-resources",
    excerpt: "Practical help for starting, running and growing a business in the Ojai Valley.",
    published: true,
    content: `# Business Resources

Whether you are opening your first shop or have been on the avenue for decades, these resources can help. Chamber staff are happy to point you in the right direction. Just [send us a message](/contact).

## Starting a business

1. Register your business name with the county
2. Apply for a city business license
3. Check zoning and signage rules before signing a lease
4. Register with the state for a seller's permit if you sell goods

## Growing your business

- **Workshops:** free monthly sessions on marketing, bookkeeping and grant writing; see the [events calendar](/events)
- **Networking:** our monthly breakfast and quarterly mixers are the easiest way to meet other owners
- **Visibility:** keep your listing in the [business directory](/directory) up to date and share your news with us
- **Mentoring:** experienced members volunteer as mentors for new owners

## Working with visitors

Visitors often ask our front desk for recommendations. Make sure we have your current hours, and drop off brochures for the Visitor Center rack. Our [visitor guide](/visitor) shows what travellers see.

## Not a member yet?

Read about [membership benefits](/membership-benefits) and how to join.`,
  },
  {
    title: "Holiday Shopping Guide",
    slug: "holiday-guide-draft",
    excerpt: "Draft: gift ideas from valley shops, makers and galleries.",
    published: false,
    content: `# Holiday Shopping Guide (draft)

Give the gift of Ojai this season. This guide is still being assembled; member businesses can send their featured gifts and holiday hours through the [contact form](/contact).

## Gift ideas so far

- Local honey and tangerine marmalade gift baskets
- Letterpress cards and journals
- Handmade stoneware from valley potters
- Gift certificates for a class, a massage or a night away

Holiday hours and special events will be added before publication.`,
  },
];

/** The chamber's facts (packages/core/src/site-facts/site-facts.ts owns their keys and values). */
const settings: SeedSetting[] = (Object.entries(siteFactKeys) as [SiteFactName, string][]).flatMap(([name, key]) => {
  const value = defaultSiteFacts[name];
  return value === null ? [] : [{ key, value, description: siteFactLabels[name].description }];
});

/** All seed content, with dates computed relative to `now`. Returns fresh objects on every call. */
export function seedData(now: Date): SeedDataSet {
  return {
    businesses: businesses(now),
    events: events(now),
    news: news(now),
    boardMembers: boardMembers.map((m) => ({ ...m })),
    pages: pages.map((p) => ({ ...p })),
    settings: settings.map((s) => ({ ...s })),
    deals: seedDeals((days, hour, minute) => ojaiTime(now, days, hour, minute)),
    jobs: seedJobs((days, hour, minute) => ojaiTime(now, days, hour, minute)),
  };
}
