// The columns every listing (a business, an event) answers beside its own: core's
// listingOutputFields, the flags and the schedule that decide its visibility, and its times.

export const listingSelect = {
  featured: true,
  published: true,
  publishedAt: true,
  unlistAt: true,
  createdAt: true,
  updatedAt: true,
} as const;
