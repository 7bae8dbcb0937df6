// The frame of every public page: a skip link, the header, the page in <main>, the footer.
// Pages render their content only (no <main> of their own).
import type { ReactNode } from "react";
import { SiteFooter } from "./SiteFooter.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import classes from "./SiteShell.module.css";

const MAIN_CONTENT_ID = "main-content";

export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
