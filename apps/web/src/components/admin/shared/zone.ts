/** How the pickers name the zone their times are in. */
export const SITE_ZONE_LABEL = "Pacific time";
