// docs/product.md §2's 404 page, shown inside the public shell for any path no route matches.
import { Link } from "@tanstack/react-router";
import { IconMapSearch } from "#web/components/ui/icons.ts";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import buttons from "#web/components/ui/PlainButton.module.css";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import classes from "./MessagePage.module.css";

export function NotFoundPage() {
  useHydrationMark();
  return (
    <ContainerMarkup size="sm" className={classes.frame}>
      <StackMarkup gap="md" align="center" ta="center">
        <IconMapSearch size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <TitleMarkup order={1}>404 Page Not Found</TitleMarkup>
        <TextMarkup size="lg" color="gray.7">
          Did you forget to add the page to the router?
        </TextMarkup>
        <Link to="/" className={`${buttons.button} ${buttons.afterText}`}>
          Back to Home
        </Link>
      </StackMarkup>
    </ContainerMarkup>
  );
}
