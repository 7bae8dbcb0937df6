// /admin/members: claims waiting for staff, and the people who may edit listings; the people list's
// search and page live in the URL (lib/admin/list-search.ts).
import { createFileRoute } from "@tanstack/react-router";
import { MembersTab } from "#web/components/admin/members/MembersTab.tsx";

export const Route = createFileRoute("/admin/members")({
  component: MembersTab,
});
