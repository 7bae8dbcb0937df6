// The heading band every inner public page opens with: a breadcrumb trail, the page title (the
// page's only h1) and an optional subtitle.
import { Anchor, Box, Breadcrumbs, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PageContainer } from "./PageContainer.tsx";
import classes from "./PageHeader.module.css";

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
    <Box className={classes.band}>
      <PageContainer>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb">
            <Breadcrumbs separator="›" mb="sm" classNames={{ separator: classes.separator }}>
              {breadcrumbs.map((crumb) =>
                crumb.to ? (
                  <Anchor key={crumb.label} component={Link} to={crumb.to} className={classes.crumb} size="sm">
                    {crumb.label}
                  </Anchor>
                ) : (
                  <Text key={crumb.label} size="sm" className={classes.current} aria-current="page">
                    {crumb.label}
                  </Text>
                ),
              )}
            </Breadcrumbs>
          </nav>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {subtitle && (
          <Text size="lg" mt="xs" className={classes.subtitle} maw={720}>
            {subtitle}
          </Text>
        )}
        {children}
      </PageContainer>
    </Box>
  );
}
