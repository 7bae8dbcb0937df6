// The stats band (docs/product.md §2/§9).
import { Container, SimpleGrid, Text } from "@mantine/core";
import { IconBuildingStore, IconCalendarEvent, IconUsers } from "../ui/icons.ts";
import classes from "./StatsBand.module.css";

export const stats = [
  { value: "250+", label: "Local Businesses", icon: IconBuildingStore },
  { value: "50+", label: "Annual Events", icon: IconCalendarEvent },
  { value: "100K+", label: "Annual Visitors", icon: IconUsers },
] as const;

export function StatsBand() {
  return (
    <section aria-label="The valley in numbers" className={classes.band}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {stats.map(({ value, label, icon: Icon }) => (
            <div key={label} className={classes.stat} data-testid="stat">
              <Icon size={32} stroke={1.5} className={classes.icon} aria-hidden="true" />
              <Text className={classes.value}>{value}</Text>
              <Text className={classes.label}>{label}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
