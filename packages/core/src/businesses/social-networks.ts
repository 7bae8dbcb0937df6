// The networks a business may link to (hours.ts's `social` checks each link's host), in the order
// the listing shows their icons, with the name a person reads. A module without zod, for pages.

export const socialNetworks = ["facebook", "instagram", "linkedin", "x", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
};
