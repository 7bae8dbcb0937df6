// Mantine's layout components as the markup they give, built on box-markup.tsx: Container, Grid and
// its columns, SimpleGrid, Box, Paper, Divider, Skeleton, Image and Avatar, with only the props the
// public pages use (Card, Stack and Group are in mantine-markup.tsx). Mantine's stylesheet draws
// them; the markup tests beside this file render each use both ways.
import type { CSSProperties, ReactNode } from "react";
import {
  cx,
  type ElementProps,
  InlineStyleTag,
  MantineElement,
  type Radius,
  type Responsive,
  rem,
  responsiveRules,
  type Shadow,
  type Size,
  type Spacing,
  spacing,
  type Tag,
  useBoxStyle,
  useResponsiveClass,
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

/** Grid: its gap per breakpoint in a <style> before it, as Mantine's GridVariables writes it. */
export function GridMarkup({
  gap,
  align,
  children,
  ...props
}: ElementProps & { gap: Responsive<Spacing>; align?: "center" }) {
  const selector = useResponsiveClass();
  return (
    <>
      <InlineStyleTag selector={selector} rules={responsiveRules([["--grid-gap", gap, spacing]])} />
      <MantineElement
        classes={`m_410352e9 mantine-Grid-root ${selector}`}
        vars={{ "--grid-align": align }}
        props={{ ...props, children: <div className="m_dee7bd2f mantine-Grid-inner">{children}</div> }}
      />
    </>
  );
}

type ColumnSpan = number;

/** A column's flex basis for a span of 12, as Mantine computes it. */
function columnBasis(span: ColumnSpan): string {
  return span === 12 ? "100%" : `calc(${(100 * span) / 12}% - ${(12 - span) / 12} * var(--grid-column-gap))`;
}

/** Grid.Col: its span per breakpoint in a <style> before it (12 columns). */
export function GridColMarkup({ span, ...props }: ElementProps & { span: Responsive<ColumnSpan> }) {
  const selector = useResponsiveClass();
  const rules = responsiveRules<ColumnSpan>([
    ["--col-flex-grow", span, () => "auto"],
    ["--col-flex-basis", span, columnBasis],
    ["--col-max-width", span, columnBasis],
  ]);
  return (
    <>
      <InlineStyleTag selector={selector} rules={rules} />
      <MantineElement classes={`m_96bdd299 mantine-Grid-col ${selector}`} props={props} />
    </>
  );
}

/** SimpleGrid: its columns and spacing per breakpoint in a <style> before it. */
export function SimpleGridMarkup({
  cols,
  spacing: gap,
  component,
  ...props
}: ElementProps & { cols: Responsive<number>; spacing?: Size; component?: "ul" }) {
  const selector = useResponsiveClass();
  const rules = responsiveRules<Size | number>([
    ["--sg-spacing-x", gap, spacing],
    ["--sg-spacing-y", gap, spacing],
    ["--sg-cols", cols, String],
  ]);
  return (
    <>
      <InlineStyleTag selector={selector} rules={rules} />
      <MantineElement component={component} classes={`m_2415a157 mantine-SimpleGrid-root ${selector}`} props={props} />
    </>
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

export function DividerMarkup(props: ElementProps) {
  return (
    <MantineElement
      classes="m_3eebeb36 mantine-Divider-root"
      data={{ "data-orientation": "horizontal", role: "separator", "aria-orientation": "horizontal" }}
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

export function ImageMarkup({
  src,
  alt,
  radius,
  fit,
  h,
  style,
}: {
  src: string;
  alt: string;
  radius?: Radius;
  fit?: "cover";
  h?: number;
  style?: CSSProperties;
}) {
  const box = useBoxStyle(
    { h },
    { "--image-radius": radius && `var(--mantine-radius-${radius})`, "--image-object-fit": fit },
    style,
  );
  return <img style={box.style} className="m_9e117634 mantine-Image-root" src={src} alt={alt} />;
}

/** Avatar with initials, light in a theme colour. */
export function AvatarMarkup({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <div
      style={
        {
          "--avatar-size": rem(size),
          "--avatar-radius": "var(--mantine-radius-xl)",
          "--avatar-bg": "var(--mantine-color-oak-light)",
          "--avatar-color": "var(--mantine-color-oak-light-color)",
          "--avatar-bd": `${rem(1)} solid transparent`,
        } as CSSProperties
      }
      className={cx(className, "m_f85678b6 mantine-Avatar-root")}
      data-variant="light"
      aria-hidden="true"
    >
      <span className="m_104cd71f mantine-Avatar-placeholder">{children}</span>
    </div>
  );
}
