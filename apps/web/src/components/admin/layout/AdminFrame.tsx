// What every /admin view (sign-in and dashboard) sits in: the admin's colour scope, the date
// pickers' styles, and the tab's title. The public header and footer are not shown under /admin.
// The dashboard draws far more of Mantine than the public pages (styles/public-mantine.ts): it
// loads all of it, in a cascade layer, so that loading it later overrides none of the site's own
// styles (unlayered rules win over layered ones whatever their order).
import "@mantine/core/styles.layer.css";
import "@mantine/dates/styles.css";
import { type ReactNode, useEffect } from "react";
import classes from "#web/components/admin/admin.module.css";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { useSiteFacts } from "#web/lib/site-facts.ts";

export function AdminFrame({ children }: { children: ReactNode }) {
  useHydrationMark();
  const { name } = useSiteFacts();
  useEffect(() => {
    document.title = `Admin Dashboard · ${name}`;
  }, [name]);
  return <div className={classes.scope}>{children}</div>;
}
