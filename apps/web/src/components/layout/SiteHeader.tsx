// The public header: the chamber's name and the eight links of docs/product.md §2. From the `lg` breakpoint the
// links sit in the bar; below it a burger opens the menu. The menu is a <details>, so it opens before any
// script runs (and without one); the script closes it when a link is chosen or on any navigation (so the back
// button never leaves it open over a new page), on Escape, and on a click outside it.
import { Link, useRouterState } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup } from "#web/components/ui/mantine-markup.tsx";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import { ChamberLogo } from "./ChamberLogo.tsx";
import classes from "./SiteHeader.module.css";
import { brandParts, headerLinks, isActiveLink } from "./site-links.ts";

export function SiteHeader() {
  const brand = brandParts(useSiteFacts().name);
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    // Any navigation (a link, back/forward) closes the phone menu.
    if (pathname && menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, []);

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== "Escape" || !details.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };

  const renderLinks = (variant: "bar" | "menu") =>
    headerLinks.map((link) => {
      const active = isActiveLink(link.to, pathname);
      return (
        <Link
          key={link.to}
          to={link.to}
          className={variant === "bar" ? classes.link : classes.menuLink}
          data-active={active || undefined}
          aria-current={active ? "page" : undefined}
        >
          {link.label}
        </Link>
      );
    });

  return (
    <header className={classes.header}>
      <ContainerMarkup size="lg" className={classes.inner}>
        <Link to="/" className={classes.brand}>
          <ChamberLogo />
          <span className={classes.brandText}>
            <span className={classes.brandName}>{brand.place}</span>
            {brand.kind && (
              <>
                {" "}
                <span className={classes.brandSub}>{brand.kind}</span>
              </>
            )}
          </span>
        </Link>

        <nav aria-label="Main" className={classes.barNav}>
          <GroupMarkup gap={4} wrap="nowrap">
            {renderLinks("bar")}
          </GroupMarkup>
        </nav>

        <details ref={menu} className={classes.phoneMenu} onKeyDown={closeOnEscape}>
          <summary className={classes.burger} aria-label="Menu">
            <span className={classes.burgerLines} aria-hidden="true" />
          </summary>
          <div className={classes.menuPanel} data-testid="phone-menu">
            <nav aria-label="Main">{renderLinks("menu")}</nav>
            <Link to="/contact" className={classes.menuCta}>
              Join the Chamber
            </Link>
          </div>
        </details>
      </ContainerMarkup>
    </header>
  );
}
