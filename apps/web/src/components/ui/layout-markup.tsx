// Mantine's Container, SimpleGrid, Box, Paper and Skeleton as the markup they give, built on
// box-markup.tsx: the frame of every public page and its lists, the shell's included
// (page-layout-markup.tsx has the inner pages' Grid, Divider, Image and Avatar). Mantine's
// stylesheet draws them; markup.test.tsx renders each use both ways.
import {
  type ElementProps,
  MantineElement,
  type Radius,
  type Responsive,
  ResponsiveElement,
  rem,
  responsiveRules,
  type Shadow,
  type Size,
  spacing,
  type Tag,
} from "./box-markup.tsx";

export function ContainerMarkup({ size, ...props }: ElementProps & { size: "sm" | "md" | "lg" }) {
  return (
    <MantineElement
      classes="m_7485cace mantine-Container-root"
      vars={{ "--container-size": `var(--container-size-${size})` }}
      data={{ "data-size": size, "data-strategy": "block" }}
      props={props}
    />
  );
}

/** SimpleGrid: its columns and spacing per breakpoint in a <style> before it. */
export function SimpleGridMarkup({
  cols,
  spacing: gap,
  component,
  ...props
}: ElementProps & { cols: Responsive<number>; spacing?: Size; component?: "ul" }) {
  const rules = responsiveRules<Size | number>([
    ["--sg-spacing-x", gap, spacing],
    ["--sg-spacing-y", gap, spacing],
    ["--sg-cols", cols, String],
  ]);
  return (
    <ResponsiveElement component={component} rules={rules} classes="m_2415a157 mantine-SimpleGrid-root" props={props} />
  );
}

export function BoxMarkup({ component, ...props }: ElementProps & { component?: Tag }) {
  return <MantineElement component={component} classes="" props={props} />;
}

/** Paper: bordered, rounded, maybe shadowed. */
export function PaperMarkup({
  radius,
  withBorder,
  shadow,
  component,
  ...props
}: ElementProps & { radius: Radius; withBorder?: boolean; shadow?: Shadow; component?: Tag }) {
  return (
    <MantineElement
      component={component}
      classes="m_1b7284a3 mantine-Paper-root"
      vars={{
        "--paper-radius": `var(--mantine-radius-${radius})`,
        "--paper-shadow": shadow && `var(--mantine-shadow-${shadow})`,
      }}
      data={{ "data-with-border": withBorder ? "true" : undefined }}
      props={props}
    />
  );
}

/** Skeleton: a placeholder bar of a height and width in pixels or a share. */
export function SkeletonMarkup({
  height,
  width,
  radius,
  ...props
}: ElementProps & { height: number; width?: number | string; radius?: Radius }) {
  return (
    <MantineElement
      classes="m_18320242 mantine-Skeleton-root"
      vars={{
        "--skeleton-height": rem(height),
        "--skeleton-width": width === undefined ? undefined : typeof width === "number" ? rem(width) : width,
        "--skeleton-radius": radius && `var(--mantine-radius-${radius})`,
      }}
      data={{ "data-visible": "true", "data-animate": "true" }}
      props={props}
    />
  );
}
