// The stats band (docs/product.md §2/§9).
import { IconBuildingStore, IconCalendarEvent, IconUsers } from "#web/components/ui/icons.ts";
import { ContainerMarkup, SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./StatsBand.module.css";

const stats = [
  { value: "250+", label: "Local Businesses", icon: IconBuildingStore },
  { value: "50+", label: "Annual Events", icon: IconCalendarEvent },
  { value: "100K+", label: "Annual Visitors", icon: IconUsers },
] as const;

export function StatsBand() {
  return (
    <section aria-label="The valley in numbers" className={classes.band}>
      <ContainerMarkup size="lg">
        <SimpleGridMarkup cols={{ base: 1, sm: 3 }} spacing="xl">
          {stats.map(({ value, label, icon: Icon }) => (
            <div key={label} className={classes.stat} data-testid="stat">
              <Icon size={32} stroke={1.5} className={classes.icon} aria-hidden="true" />
              <TextMarkup size={null} className={classes.value}>
                {value}
              </TextMarkup>
              <TextMarkup size={null} className={classes.label}>
                {label}
              </TextMarkup>
            </div>
          ))}
        </SimpleGridMarkup>
      </ContainerMarkup>
    </section>
  );
}
