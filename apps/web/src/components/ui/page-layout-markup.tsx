// Mantine's Grid and its columns, Divider, Image and Avatar as the markup they give, built on
// box-markup.tsx: the inner pages' layout besides layout-markup.tsx's, in a module of its own so
// that the shell (whose modules are all in the entry's chunk) does not carry it.
import type { CSSProperties, ReactNode } from "react";
import {
  cx,
  type ElementProps,
  MantineElement,
  type Radius,
  type Responsive,
  ResponsiveElement,
  rem,
  responsiveRules,
  type Spacing,
  spacing,
  useBoxStyle,
} from "./box-markup.tsx";

/** Grid: its gap per breakpoint in a <style> before it, as Mantine's GridVariables writes it. */
export function GridMarkup({
  gap,
  align,
  children,
  ...props
}: ElementProps & { gap: Responsive<Spacing>; align?: "center" }) {
  return (
    <ResponsiveElement
      rules={responsiveRules([["--grid-gap", gap, spacing]])}
      classes="m_410352e9 mantine-Grid-root"
      vars={{ "--grid-align": align }}
      props={{ ...props, children: <div className="m_dee7bd2f mantine-Grid-inner">{children}</div> }}
    />
  );
}

type ColumnSpan = number;

/** A column's flex basis for a span of 12, as Mantine computes it. */
function columnBasis(span: ColumnSpan): string {
  return span === 12 ? "100%" : `calc(${(100 * span) / 12}% - ${(12 - span) / 12} * var(--grid-column-gap))`;
}

/** Grid.Col: its span per breakpoint in a <style> before it (12 columns). */
export function GridColMarkup({ span, ...props }: ElementProps & { span: Responsive<ColumnSpan> }) {
  const rules = responsiveRules<ColumnSpan>([
    ["--col-flex-grow", span, () => "auto"],
    ["--col-flex-basis", span, columnBasis],
    ["--col-max-width", span, columnBasis],
  ]);
  return <ResponsiveElement rules={rules} classes="m_96bdd299 mantine-Grid-col" props={props} />;
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
