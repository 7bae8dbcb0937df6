// The figures band (docs/product.md §2/§9): three figures from GET /api/home, each fixed or counted live.
import type { HomeContent } from "@chamber/core/schemas";
import { IconBuildingStore, IconCalendarEvent, IconUsers } from "#web/components/ui/icons.ts";
import { ContainerMarkup, SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./StatsBand.module.css";

/** A live figure's icon says what it counts; a fixed one takes its place's. */
const measureIcons = { listedBusinesses: IconBuildingStore, eventsThisYear: IconCalendarEvent };
const placeIcons = [IconBuildingStore, IconCalendarEvent, IconUsers];

export function StatsBand({ figures }: { figures: HomeContent["figures"] }) {
  return (
    <section aria-label="The valley in numbers" className={classes.band}>
      <ContainerMarkup size="lg">
        <SimpleGridMarkup cols={{ base: 1, sm: 3 }} spacing="xl">
          {figures.map(({ value, label, measure }, index) => {
            const Icon = measure ? measureIcons[measure] : (placeIcons[index] ?? IconUsers);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a figure is its place
              <div key={index} className={classes.stat} data-testid="stat">
                <Icon size={32} stroke={1.5} className={classes.icon} aria-hidden="true" />
                <TextMarkup size={null} className={classes.value}>
                  {value}
                </TextMarkup>
                <TextMarkup size={null} className={classes.label}>
                  {label}
                </TextMarkup>
              </div>
            );
          })}
        </SimpleGridMarkup>
      </ContainerMarkup>
    </section>
  );
}
