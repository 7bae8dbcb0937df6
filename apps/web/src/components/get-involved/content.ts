// The static content of /get-involved (docs/product.md §2 Get Involved), kept apart from the layout.

export interface InvolvementArea {
  title: string;
  summary: string;
  ways: string[];
}

export const involvementAreas: InvolvementArea[] = [
  {
    title: "Volunteer Opportunities",
    summary: "Lend a hand at the events that bring the valley together.",
    ways: [
      "Staff a booth at festivals and the Twilight Concerts",
      "Greet travellers at the Visitor Center",
      "Join park and trail cleanup days",
      "Help set up and run member mixers",
    ],
  },
  {
    title: "Committee Participation",
    summary: "Shape the chamber's programs alongside other members.",
    ways: [
      "Events & Programs Committee",
      "Membership & Ambassadors Committee",
      "Tourism & Marketing Committee",
      "Government Affairs Committee",
    ],
  },
  {
    title: "Advocacy & Leadership",
    summary: "Speak up for local business in the decisions that affect it.",
    ways: [
      "Attend city council and planning meetings",
      "Share feedback on local policy and permits",
      "Represent members at regional business forums",
      "Champion shop-local and sustainability initiatives",
    ],
  },
  {
    title: "Mentorship Programs",
    summary: "Pass on what you know, or learn from those who have done it.",
    ways: [
      "Mentor a new business owner for six months",
      "Coach students through youth internships",
      "Lead a free workshop on your specialty",
      "Join peer roundtables for owners",
    ],
  },
];

export interface RegularMeeting {
  name: string;
  when: string;
  time: string;
}

/** docs/product.md §2, word for word. */
export const regularMeetings: RegularMeeting[] = [
  { name: "Monthly Networking Mixer", when: "First Thursday", time: "6:00-8:00 PM" },
  { name: "Business After Hours", when: "Monthly", time: "5:30-7:30 PM" },
  { name: "Leadership Breakfast", when: "Second Tuesday", time: "7:30-9:00 AM" },
  { name: "Community Service Day", when: "Quarterly", time: "9:00 AM-3:00 PM" },
];
