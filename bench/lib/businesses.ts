// Generated businesses, realistic enough for the list endpoint to carry representative bytes.
const streets = [
  "Ojai Ave",
  "Signal St",
  "Montgomery St",
  "Fox St",
  "Maricopa Hwy",
  "Grand Ave",
  "Bryant St",
  "El Roblar Dr",
];
const kinds = [
  ["Dining", "Kitchen", "Seasonal plates from valley farms, served on a shaded patio."],
  ["Dining", "Coffee House", "Small-batch roasts, pastries baked at dawn and a reading corner."],
  ["Retail", "Goods", "Locally made ceramics, linens and gifts from Ventura County makers."],
  ["Arts", "Gallery", "Rotating shows of painters and sculptors working in the Ojai Valley."],
  ["Services", "Studio", "Bookkeeping, design and printing for the valley's small businesses."],
  ["Health & Wellness", "Wellness", "Massage, yoga and quiet rooms a short walk from the Arcade."],
  ["Lodging", "Inn", "Garden rooms under the oaks, bicycles to borrow, breakfast included."],
] as const;
const names = [
  "Pixie",
  "Topa",
  "Matilija",
  "Sespe",
  "Chaparral",
  "Meiners",
  "Pink Moment",
  "Libbey",
  "Arcade",
  "Orchard",
];

/** Generated businesses, realistic enough for the list endpoint to carry representative bytes. */
export function generatedBusinesses(count: number, offset = 0) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const [category, noun, description] = kinds[n % kinds.length] ?? kinds[0];
    const name = `${names[n % names.length]} ${noun} ${Math.floor(n / names.length) + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    return {
      name,
      description,
      category,
      address: `${100 + n} ${streets[n % streets.length]}, Ojai, CA 93023`,
      phone: `(805) 555-${String(1000 + (n % 9000)).padStart(4, "0")}`,
      website: `https://${slug}.example`,
      email: `hello@${slug}.example`,
      featured: n % 25 === 0,
      published: true,
    };
  });
}
