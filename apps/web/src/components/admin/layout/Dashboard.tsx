// The signed-in dashboard: heading, the section tabs (the active one is the URL's child
// route, /admin/<section>), and the section below them.
import { roleAllows } from "@chamber/core";
import { Badge, Box, Tabs, Text, Title, UnstyledButton } from "@mantine/core";
import { Outlet, useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import classes from "#web/components/admin/admin.module.css";
import { IconChevronLeft, IconChevronRight } from "#web/components/ui/icons.ts";
import { adminSectionLabels, sectionRoles } from "#web/lib/admin/section-labels.ts";
import { adminSections, defaultAdminSection, parseAdminSection, sectionOfPath } from "#web/lib/admin/sections.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AdminHeader } from "./AdminHeader.tsx";
import { useStaff } from "./staff-context.tsx";
import { useOverflowEdges } from "./use-overflow-edges.ts";
import { useSignOut } from "./use-sign-out.ts";

export interface DashboardProps {
  email: string;
  onSignedOut: () => void;
}

/** Scrolls the tab row toward one of its ends. */
function TabScrollButton({ side, onClick }: { side: "start" | "end"; onClick: () => void }) {
  const Chevron = side === "start" ? IconChevronLeft : IconChevronRight;
  return (
    <UnstyledButton className={classes.tabScroll} data-side={side} tabIndex={-1} aria-hidden onClick={onClick}>
      <Chevron size={18} />
    </UnstyledButton>
  );
}

export function Dashboard({ email, onSignedOut }: DashboardProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const section = sectionOfPath(pathname) ?? defaultAdminSection;
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { signOut, signingOut } = useSignOut(onSignedOut);
  // A role is offered only the sections it may use; opening another by its URL tells them why.
  const staff = useStaff();
  const offered = adminSections.filter((name) => !staff || roleAllows(staff.role, sectionRoles[name] ?? "moderator"));
  // docs/product.md §2: 'Loading...' shows while the pages list loads.
  const pages = trpc.page.list.useQuery({});
  // The Businesses and Events tabs count what waits for a decision.
  const pending = trpc.submission.list.useQuery({ status: "pending" });
  const pendingCount = (name: string) =>
    name === "businesses" || name === "events"
      ? (pending.data ?? []).filter((row) => row.kind === (name === "events" ? "event" : "business")).length
      : 0;
  // The Messages tab counts the contact messages no one has handled yet.
  const unread = trpc.contact.unreadCount.useQuery({}).data?.count ?? 0;

  // On a phone the tab list scrolls sideways: keep the active tab in sight (e.g. after a reload
  // on /admin/settings).
  const tabList = useRef<HTMLDivElement>(null);
  const tabsShown = !pages.isPending;
  const edges = useOverflowEdges(tabList, tabsShown);
  const scrollTabs = (direction: -1 | 1) => {
    const list = tabList.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.6, behavior: "smooth" });
  };
  useEffect(() => {
    if (!tabsShown) return;
    const active = tabList.current?.querySelector<HTMLElement>(
      `[role="tab"][id$="${section}"], [aria-selected="true"]`,
    );
    active?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [section, tabsShown]);

  // Lists of public content answer an expired token as a visitor (no drafts) rather than with a
  // 401, so each section change re-checks the session; a 401 there ends it (use-session-end.ts).
  const shownSection = useRef(section);
  useEffect(() => {
    if (shownSection.current === section) return;
    shownSection.current = section;
    void utils.auth.me.invalidate();
  }, [section, utils]);

  return (
    <>
      <AdminHeader email={email} onSignOut={signOut} signingOut={signingOut} />
      <Box component="main" px="md" py="xl" maw={1200} mx="auto">
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dimmed" mt={4} mb="lg">
          Manage your website content and settings
        </Text>
        {!tabsShown ? (
          <Text role="status">Loading...</Text>
        ) : (
          <Tabs
            value={section}
            onChange={(value) => {
              const next = parseAdminSection(value);
              if (next && next !== section) void navigate({ to: `/admin/${next}` });
            }}
            keepMounted={false}
            classNames={{ list: classes.tabList, tab: classes.tab }}
          >
            <div
              className={classes.tabBar}
              data-more-start={edges.start || undefined}
              data-more-end={edges.end || undefined}
            >
              <Tabs.List aria-label="Content to manage" ref={tabList}>
                {offered.map((name) => (
                  <Tabs.Tab
                    key={name}
                    value={name}
                    rightSection={
                      pendingCount(name) > 0 ? (
                        <Badge size="sm" circle color="orange.9" aria-label={`${pendingCount(name)} pending`}>
                          {pendingCount(name)}
                        </Badge>
                      ) : name === "messages" && unread > 0 ? (
                        <Badge size="sm" circle color="orange.9" aria-label={`${unread} unread`}>
                          {unread}
                        </Badge>
                      ) : undefined
                    }
                  >
                    {adminSectionLabels[name]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {/* For the pointer only: the keyboard moves along the tabs with the arrow keys. */}
              {edges.start && <TabScrollButton side="start" onClick={() => scrollTabs(-1)} />}
              {edges.end && <TabScrollButton side="end" onClick={() => scrollTabs(1)} />}
            </div>
            {adminSections.map((name) => (
              <Tabs.Panel key={name} value={name} pt="lg">
                {name === section && <Outlet />}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Box>
    </>
  );
}
