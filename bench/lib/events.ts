// Generated events for the benches that need a long calendar: spread over a year before and a year
// after `now`, so about half are upcoming, across every public filter and the admin's presets.
const kinds = [
  ["Festival", "Festival", "Music, food stalls and local makers along the Arcade."],
  ["Business", "Business Mixer", "An evening of introductions for members and their guests."],
  ["Community", "Community Day", "Volunteers, families and neighbours working on a shared project."],
  ["Workshop", "Workshop", "Hands-on session led by a valley practitioner; materials included."],
  ["Networking", "Networking Breakfast", "Coffee, pastries and ten-minute talks from new members."],
] as const;
const places = ["Libbey Park", "Ojai Arcade", "Chamber Office, 206 N Signal St", "Ojai Valley Museum", "Soule Park"];
const names = ["Orange Blossom", "Topa Topa", "Pink Moment", "Matilija", "Sespe Creek", "Meiners Oaks", "East End"];

const DAY = 24 * 60 * 60 * 1000;

/** `count` events from index `offset`, dated between a year before and a year after `now`. */
export function generatedEvents(count: number, offset = 0, now = new Date()) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const [category, noun, description] = kinds[n % kinds.length] ?? kinds[0];
    // Alternate past and upcoming, up to 365 days either way, at a whole half-hour in the evening.
    const days = ((n * 37) % 365) + 1;
    const date = new Date(now.getTime() + (n % 2 === 0 ? days : -days) * DAY);
    date.setUTCHours(1 + (n % 4), n % 2 === 0 ? 0 : 30, 0, 0);
    return {
      title: `${names[n % names.length]} ${noun} ${Math.floor(n / names.length) + 1}`,
      description,
      category,
      location: places[n % places.length] ?? "Libbey Park",
      date: date.toISOString(),
      featured: n % 40 === 0,
      published: true,
    };
  });
}
