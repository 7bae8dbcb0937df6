// A card with room to breathe (Panel.module.css): bordered, radius md, its padding md on a phone and
// xl from sm up. The content pages, the contact page and the submission forms sit on it.
import type { ComponentProps } from "react";
import { CardMarkup } from "#web/components/ui/mantine-markup.tsx";
import panel from "./Panel.module.css";

export function Panel({
  component = "div",
  ...props
}: Omit<ComponentProps<typeof CardMarkup>, "padding" | "withBorder" | "radius" | "className">) {
  return <CardMarkup component={component} padding={null} withBorder radius="md" className={panel.roomy} {...props} />;
}
