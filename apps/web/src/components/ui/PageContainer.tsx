// The width and vertical rhythm of the inner public pages: the header band's content and the page's
// own content below it sit in the same container.
import type { ReactNode } from "react";
import { ContainerMarkup } from "./layout-markup.tsx";
import classes from "./PageContainer.module.css";

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <ContainerMarkup size="lg" className={classes.container}>
      {children}
    </ContainerMarkup>
  );
}
