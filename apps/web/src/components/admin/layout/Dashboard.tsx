// The signed-in dashboard: heading, seven tabs (the active one in `?tab=`), one panel per entity.
import { Box, Tabs, Text, Title } from "@mantine/core";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { type AdminTab, adminTabLabels, adminTabs, defaultAdminTab, parseAdminTab } from "../../lib/admin/tabs.ts";
import { trpc } from "../../lib/trpc.ts";
import { AdminHeader } from "./AdminHeader.tsx";
import classes from "./admin.module.css";
import { BoardTab } from "./board/BoardTab.tsx";
import { BusinessesTab } from "./businesses/BusinessesTab.tsx";
import { EventsTab } from "./events/EventsTab.tsx";
import { MessagesTab } from "./messages/MessagesTab.tsx";
import { NewsTab } from "./news/NewsTab.tsx";
import { PagesTab } from "./pages/PagesTab.tsx";
import { SettingsTab } from "./settings/SettingsTab.tsx";

const panels: Record<AdminTab, () => React.JSX.Element> = {
  businesses: BusinessesTab,
  events: EventsTab,
  news: NewsTab,
  board: BoardTab,
  messages: MessagesTab,
  pages: PagesTab,
  settings: SettingsTab,
};

export interface AdminDashboardProps {
  email: string;
  onSignedOut: () => void;
}

export function AdminDashboard({ email, onSignedOut }: AdminDashboardProps) {
  const search = useSearch({ from: "/admin" });
  const navigate = useNavigate({ from: "/admin" });
  const tab = parseAdminTab(search.tab) ?? defaultAdminTab;
  const utils = trpc.useUtils();
  const [signingOut, setSigningOut] = useState(false);
  // SPEC §2: 'Loading...' shows while the pages list loads.
  const pages = trpc.page.list.useQuery({});

  // Lists of public content answer an expired token as a visitor (no drafts) rather than with a
  // 401, so each tab change re-checks the session; a 401 there ends it (AdminPage).
  // On a phone the tab list scrolls sideways: keep the active tab in sight (e.g. after a reload
  // on ?tab=settings).
  const tabList = useRef<HTMLDivElement>(null);
  const tabsShown = !pages.isPending;
  useEffect(() => {
    if (!tabsShown) return;
    const active = tabList.current?.querySelector<HTMLElement>(`[role="tab"][id$="${tab}"], [aria-selected="true"]`);
    active?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [tab, tabsShown]);

  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    void utils.auth.me.invalidate();
  }, [tab, utils]);

  const signOut = async () => {
    setSigningOut(true);
    try {
      // The plain client, not a mutation hook: a 401 here (already revoked) is not a "session ended".
      await utils.client.auth.logout.mutate({});
    } catch (error) {
      console.warn("Sign-out could not revoke the session", error);
    } finally {
      setSigningOut(false);
      onSignedOut();
    }
  };

  return (
    <>
      <AdminHeader email={email} onSignOut={() => void signOut()} signingOut={signingOut} />
      <Box component="main" px="md" py="xl" maw={1200} mx="auto">
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dimmed" mt={4} mb="lg">
          Manage your website content and settings
        </Text>
        {!tabsShown ? (
          <Text role="status">Loading...</Text>
        ) : (
          <Tabs
            value={tab}
            onChange={(value) => {
              const next = parseAdminTab(value);
              if (next && next !== tab) void navigate({ search: { tab: next } });
            }}
            keepMounted={false}
            classNames={{ list: classes.tabList, tab: classes.tab }}
          >
            <Tabs.List aria-label="Content to manage" ref={tabList}>
              {adminTabs.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {adminTabLabels[name]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {adminTabs.map((name) => {
              const Panel = panels[name];
              return (
                <Tabs.Panel key={name} value={name} pt="lg">
                  <Panel />
                </Tabs.Panel>
              );
            })}
          </Tabs>
        )}
      </Box>
    </>
  );
}
