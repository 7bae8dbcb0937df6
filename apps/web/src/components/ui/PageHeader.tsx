// The heading band every inner public page opens with: a breadcrumb trail, the page title (the
// page's only h1) and an optional subtitle, as the markup Mantine's Breadcrumbs, Anchor, Title and
// Text give (markup.test.tsx compares them).
import { Link } from "@tanstack/react-router";
import { type CSSProperties, Fragment, type ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";
import { TextMarkup, TitleMarkup } from "./mantine-markup.tsx";
import { PageContainer } from "./PageContainer.tsx";
import classes from "./PageHeader.module.css";

/** Mantine's Anchor and Text of size sm, as Breadcrumbs draws each crumb. */
const crumbSize = {
  "--text-fz": "var(--mantine-font-size-sm)",
  "--text-lh": "var(--mantine-line-height-sm)",
} as CSSProperties;

interface Crumb {
  label: string;
  /** Where the crumb links to; the last crumb (the current page) usually has none. */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  breadcrumbs?: Crumb[];
  /** Extra content under the title (badges, facts). */
  children?: ReactNode;
}

export function PageHeader({ title, subtitle, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className={classes.band}>
      <PageContainer>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <div style={{ marginBottom: "var(--mantine-spacing-sm)" }} className="m_8b3717df mantine-Breadcrumbs-root">
              {breadcrumbs.map((crumb, index) => (
                <Fragment key={crumb.label}>
                  {index > 0 && (
                    <div className={`${classes.separator} m_3b8f2208 mantine-Breadcrumbs-separator`}>›</div>
                  )}
                  {crumb.to ? (
                    <Link
                      to={crumb.to}
                      style={crumbSize}
                      className={`${focusRing.ring} m_849cf0da m_f678d540 mantine-Breadcrumbs-breadcrumb ${classes.crumb} m_b6d8b162 mantine-Text-root mantine-Anchor-root`}
                      data-size="sm"
                      data-underline="hover"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <p
                      style={crumbSize}
                      className={`${focusRing.ring} m_f678d540 mantine-Breadcrumbs-breadcrumb ${classes.current} m_b6d8b162 mantine-Text-root`}
                      data-size="sm"
                      aria-current="page"
                    >
                      {crumb.label}
                    </p>
                  )}
                </Fragment>
              ))}
            </div>
          </nav>
        )}
        <TitleMarkup order={1} className={classes.title}>
          {title}
        </TitleMarkup>
        {subtitle && (
          <TextMarkup size="lg" mt="xs" className={classes.subtitle} maw={720}>
            {subtitle}
          </TextMarkup>
        )}
        {children}
      </PageContainer>
    </div>
  );
}
