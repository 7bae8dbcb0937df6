// A form shown in the list itself rather than in a dialog: Pages' create/edit form above the
// list, and News, Board and Settings editing an item in its place.
import { Card, Title } from "@mantine/core";
import { type ReactNode, type Ref, useId } from "react";

export interface InlineFormCardProps {
  title: string;
  /** The region's name; the title names it when absent. */
  label?: string;
  titleSize?: "h4" | "h5";
  ref?: Ref<HTMLElement>;
  mb?: "lg";
  children: ReactNode;
}

export function InlineFormCard({ title, label, titleSize = "h4", ref, mb, children }: InlineFormCardProps) {
  const titleId = useId();
  return (
    <Card
      ref={ref}
      withBorder
      padding="lg"
      component="section"
      aria-label={label}
      aria-labelledby={label ? undefined : titleId}
      mb={mb}
    >
      <Title order={3} size={titleSize} id={titleId} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
