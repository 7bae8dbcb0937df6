// The screen of each dashboard section but the activity log (its own route, for its search), each
// loaded the first time it opens. One route, /admin/$section, draws them all: a route of its own per
// section put its definition, its place in the route tree and its chunk's name into the first
// script of every public page, about 65 bytes gzip each (docs/decisions/005, the admin tabs).
import { type ComponentType, lazy } from "react";
import type { AdminSection } from "#web/lib/admin/sections.ts";
import { OwnerOnly, ScreenFor } from "./staff-context.tsx";

/** The named export `name` of a module, loaded when first drawn. */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const HomeTab = screen(() => import("#web/components/admin/home/HomeTab.tsx"), "HomeTab");
const ImportsTab = screen(() => import("#web/components/admin/imports/ImportsTab.tsx"), "ImportsTab");
const SettingsTab = screen(() => import("#web/components/admin/settings/SettingsTab.tsx"), "SettingsTab");
const StaffTab = screen(() => import("#web/components/admin/staff/StaffTab.tsx"), "StaffTab");
const WebhooksTab = screen(() => import("#web/components/admin/webhooks/WebhooksTab.tsx"), "WebhooksTab");

export const sectionScreens: Record<Exclude<AdminSection, "activity">, ComponentType> = {
  businesses: screen(() => import("#web/components/admin/businesses/BusinessesTab.tsx"), "BusinessesTab"),
  events: screen(() => import("#web/components/admin/events/EventsTab.tsx"), "EventsTab"),
  categories: screen(() => import("#web/components/admin/categories/CategoriesTab.tsx"), "CategoriesTab"),
  news: screen(() => import("#web/components/admin/news/NewsTab.tsx"), "NewsTab"),
  board: screen(() => import("#web/components/admin/board/BoardTab.tsx"), "BoardTab"),
  members: screen(() => import("#web/components/admin/members/MembersTab.tsx"), "MembersTab"),
  posts: screen(() => import("#web/components/admin/posts/PostsTab.tsx"), "PostsTab"),
  messages: screen(() => import("#web/components/admin/messages/MessagesTab.tsx"), "MessagesTab"),
  newsletter: screen(() => import("#web/components/admin/newsletter/NewsletterTab.tsx"), "NewsletterTab"),
  pages: screen(() => import("#web/components/admin/pages/PagesTab.tsx"), "PagesTab"),
  home: () => (
    <ScreenFor requires="editor" what="change the home page">
      <HomeTab />
    </ScreenFor>
  ),
  media: screen(() => import("#web/components/admin/media/MediaTab.tsx"), "MediaTab"),
  settings: () => (
    <OwnerOnly what="change the site settings">
      <SettingsTab />
    </OwnerOnly>
  ),
  imports: () => (
    <ScreenFor requires="editor" what="import businesses and events">
      <ImportsTab />
    </ScreenFor>
  ),
  webhooks: () => (
    <ScreenFor requires="owner" what="manage webhooks">
      <WebhooksTab />
    </ScreenFor>
  ),
  staff: () => (
    <OwnerOnly what="manage staff accounts and API tokens">
      <StaffTab />
    </OwnerOnly>
  ),
};
