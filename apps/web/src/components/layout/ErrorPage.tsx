// What a page shows when its data could not be read (the database or the network failed): a plain
// apology and a way to try again. The server answers it with status 500.
import { useRouter } from "@tanstack/react-router";
import { IconAlertTriangle } from "#web/components/ui/icons.ts";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import buttons from "#web/components/ui/PlainButton.module.css";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import classes from "./MessagePage.module.css";

export function ErrorPage() {
  const router = useRouter();
  useHydrationMark();
  return (
    <ContainerMarkup size="sm" className={classes.frame}>
      <StackMarkup gap="md" align="center" ta="center">
        <IconAlertTriangle size={64} stroke={1.25} color="var(--mantine-color-oak-7)" aria-hidden="true" />
        <TitleMarkup order={1}>Something Went Wrong</TitleMarkup>
        <TextMarkup size="lg" color="gray.7">
          This page could not be loaded just now. Please try again in a moment.
        </TextMarkup>
        <button
          type="button"
          className={`${buttons.button} ${buttons.afterText}`}
          onClick={() => void router.invalidate()}
        >
          Try Again
        </button>
      </StackMarkup>
    </ContainerMarkup>
  );
}
