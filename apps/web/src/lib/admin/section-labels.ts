// What the dashboard's tabs show of its sections (lib/admin/sections.ts): their words and the role
// each needs. Apart from sections.ts, which every public page's first script carries.
import type { StaffRole } from "@chamber/core";
import type { AdminSection } from "./sections.ts";

export const adminSectionLabels: Record<AdminSection, string> = {
  businesses: "Businesses",
  events: "Events",
  categories: "Categories",
  news: "News",
  board: "Board",
  members: "Members",
  posts: "Deals & jobs",
  messages: "Messages",
  newsletter: "Newsletter",
  pages: "Pages",
  home: "Home page",
  media: "Media",
  settings: "Settings",
  imports: "Import",
  webhooks: "Webhooks",
  activity: "Activity",
  staff: "Staff",
};

/**
 * The least role offered a section, where it is more than any staff's (the server refuses the
 * others anyway): Settings and Staff are an owner's, the activity log, imports, the home page, the media library and the newsletter an editor's.
 */
export const sectionRoles: Partial<Record<AdminSection, StaffRole>> = {
  settings: "owner",
  staff: "owner",
  webhooks: "owner",
  imports: "editor",
  home: "editor",
  media: "editor",
  newsletter: "editor",
  activity: "editor",
};
