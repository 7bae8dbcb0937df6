// The public header: the chamber's name and the eight links of docs/product.md §2. From the `lg` breakpoint the
// links sit in the bar; below it a burger opens a slide-in drawer that closes when a link is chosen
// (and on any navigation, so the back button never leaves it open over a new page).
import { Burger, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { ChamberLogo } from "./ChamberLogo.tsx";
import classes from "./SiteHeader.module.css";
import { headerLinks, isActiveLink } from "./site-links.ts";

const loadDrawer = () => import("./SiteMenuDrawer.tsx");
const SiteMenuDrawer = lazy(loadDrawer);

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first open (or a touch/hover of the burger just before).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    // Any navigation (a link, back/forward) closes the phone menu.
    if (pathname) close();
  }, [pathname, close]);

  const warmDrawer = () => {
    void loadDrawer();
  };

  const renderLinks = (variant: "bar" | "drawer") =>
    headerLinks.map((link) => {
      const active = isActiveLink(link.to, pathname);
      return (
        <Link
          key={link.to}
          to={link.to}
          className={variant === "bar" ? classes.link : classes.drawerLink}
          data-active={active || undefined}
          aria-current={active ? "page" : undefined}
          onClick={variant === "drawer" ? close : undefined}
        >
          {link.label}
        </Link>
      );
    });

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand}>
          <ChamberLogo />
          <span className={classes.brandText}>
            <span className={classes.brandName}>Ojai Valley</span>{" "}
            <span className={classes.brandSub}>Chamber of Commerce</span>
          </span>
        </Link>

        <nav aria-label="Main" className={classes.barNav}>
          <Group gap={4} wrap="nowrap">
            {renderLinks("bar")}
          </Group>
        </nav>

        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          onPointerEnter={warmDrawer}
          onTouchStart={warmDrawer}
          onFocus={warmDrawer}
          hiddenFrom="lg"
          aria-label={opened ? "Close menu" : "Open menu"}
          aria-expanded={opened}
        />
      </Container>

      {drawerWanted && (
        <Suspense fallback={null}>
          <SiteMenuDrawer opened={opened} onClose={close} links={renderLinks("drawer")} />
        </Suspense>
      )}
    </header>
  );
}
