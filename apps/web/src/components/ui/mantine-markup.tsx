// Mantine's Card, Stack, Group, Title, Text, Anchor, Badge and VisuallyHidden as the markup they
// give, built on box-markup.tsx, for the public pages and their shell (text-markup.tsx has the
// rest of the text components, page-layout-markup.tsx the rest of the layout): through
// Mantine each element resolves its props against the theme on every render and brings Mantine's
// provider into the page's script. Written here, the HTML is Mantine's byte for byte (the markup
// tests beside this file render each use both ways), so Mantine's stylesheet draws it; only the
// props the pages use are offered.
import { Children, type CSSProperties, type ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";
import {
  cx,
  type ElementProps,
  fontSize,
  MantineElement,
  type Radius,
  rem,
  type Shadow,
  type Size,
  type Spacing,
  spacing,
  type Tag,
  type TextProps,
  type TextSize,
  themeColor,
  useStyled,
} from "./box-markup.tsx";

/**
 * Card: an <article> withBorder, radius md, padding lg unless told otherwise (padding null: the
 * class sets it, as Panel.module.css does).
 */
export function CardMarkup({
  component = "article",
  radius = "md",
  padding = "lg",
  withBorder = true,
  shadow,
  ...props
}: ElementProps & {
  component?: Tag;
  radius?: Radius;
  padding?: Size | null;
  withBorder?: boolean;
  shadow?: Shadow;
}) {
  return (
    <MantineElement
      component={component}
      classes="m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root"
      vars={{
        "--paper-radius": `var(--mantine-radius-${radius})`,
        "--paper-shadow": shadow && `var(--mantine-shadow-${shadow})`,
        "--card-padding": padding ? `var(--mantine-spacing-${padding})` : undefined,
      }}
      data={{ "data-with-border": withBorder ? "true" : undefined, "data-orientation": "vertical" }}
      props={props}
    />
  );
}

/** The card's first section (a photo to its edges), mb="md" unless told (null: none). */
export function CardSectionMarkup({ mb = "md", ...props }: Omit<ElementProps, "mb"> & { mb?: Spacing | null }) {
  return (
    <MantineElement
      classes="m_599a2148 mantine-Card-section"
      data={{ "data-orientation": "vertical", "data-first-section": "true" }}
      props={{ ...props, mb: mb ?? undefined }}
    />
  );
}

export function StackMarkup({
  gap,
  align = "stretch",
  component,
  ...props
}: ElementProps & { gap: Spacing; align?: "stretch" | "center"; component?: Tag }) {
  return (
    <MantineElement
      component={component}
      classes="m_6d731127 mantine-Stack-root"
      vars={{ "--stack-gap": spacing(gap), "--stack-align": align, "--stack-justify": "flex-start" }}
      props={props}
    />
  );
}

export function GroupMarkup({
  gap = "md",
  align = "center",
  justify = "flex-start",
  wrap = "wrap",
  component,
  children,
  ...props
}: ElementProps & {
  gap?: Spacing;
  align?: "center" | "flex-start" | "flex-end";
  justify?: "flex-start" | "flex-end" | "center" | "space-between";
  wrap?: "wrap" | "nowrap";
  component?: Tag;
}) {
  return (
    <MantineElement
      component={component}
      classes="m_4081bf90 mantine-Group-root"
      vars={{ "--group-gap": spacing(gap), "--group-align": align, "--group-justify": justify, "--group-wrap": wrap }}
      // As Mantine's Group passes them: one flat array without the falsy ones.
      props={{ ...props, children: Children.toArray(children).filter(Boolean) }}
    />
  );
}

/** Title: a heading of an order, drawn at its own size or another heading's. */
export function TitleMarkup({
  order,
  size,
  color,
  ...props
}: TextProps & {
  order: 1 | 2 | 3;
  size?: "h3" | "h4";
  /** The same as `c`. */
  color?: string;
}) {
  const look = size ?? `h${order}`;
  const { box, className, children, rest } = useStyled(
    { c: color, ...props },
    {
      "--title-fw": `var(--mantine-${look}-font-weight)`,
      "--title-lh": `var(--mantine-${look}-line-height)`,
      "--title-fz": `var(--mantine-${look}-font-size)`,
    },
  );
  const Heading = `h${order}` as const;
  return (
    <>
      {box.tag}
      <Heading
        style={box.style}
        className={cx(className, "m_8a5d1357 mantine-Title-root", box.responsiveClass)}
        data-size={size}
        data-order={order}
        {...rest}
      >
        {children}
      </Heading>
    </>
  );
}

/**
 * Text: size "sm" unless told (another size, or null for none), a <p> unless told, a <time> when
 * given its dateTime.
 */
export function TextMarkup({
  size = "sm",
  component,
  dateTime,
  lineClamp,
  color,
  ...props
}: TextProps & {
  size?: TextSize | null;
  component?: "p" | "div" | "span" | "time" | "h3" | "blockquote";
  dateTime?: string;
  lineClamp?: number;
  /** The same as `c`. */
  color?: string;
  role?: string;
  "aria-live"?: "polite";
  "aria-current"?: "page";
}) {
  const { box, className, children, rest } = useStyled(
    { c: color, ...props },
    { ...fontSize("text", size), "--text-line-clamp": lineClamp },
  );
  const Element = component ?? (dateTime ? "time" : "p");
  return (
    <>
      {box.tag}
      <Element
        style={box.style}
        className={cx(focusRing.ring, className, "m_b6d8b162 mantine-Text-root", box.responsiveClass)}
        data-size={size ?? undefined}
        data-line-clamp={lineClamp ? "true" : undefined}
        dateTime={dateTime}
        {...rest}
      >
        {children}
      </Element>
    </>
  );
}

export interface AnchorProps extends TextProps {
  size?: "sm";
  /** Its font from the element around it (a link that is a heading's text). */
  inherit?: boolean;
  rel?: string;
  "aria-label"?: string;
}

/**
 * The attributes Mantine's Anchor gives its element (an <a> or a router link), children aside;
 * `href` in its place among them.
 */
export function useAnchorAttributes({ size, inherit, ...props }: AnchorProps, href?: string) {
  const { box, className, children, rest } = useStyled(props, {
    ...fontSize("text", size),
  });
  return {
    children,
    attributes: {
      style: box.style,
      className: cx(focusRing.ring, "m_849cf0da", className, "m_b6d8b162 mantine-Text-root mantine-Anchor-root"),
      "data-size": size,
      "data-inherit": inherit || undefined,
      "data-underline": "hover",
      href,
      ...rest,
    },
  };
}

/** Anchor (underline on hover) to an address outside the app. */
export function AnchorMarkup({ href, ...props }: AnchorProps & { href: string }) {
  const { children, attributes } = useAnchorAttributes(props, href);
  return <a {...attributes}>{children}</a>;
}

/** Badge radius="sm" tt="none" with its fill, text colour and weight. */
export function BadgeMarkup({
  size,
  variant,
  bg,
  color,
  c = color,
  fw,
  leftSection,
  children,
  ...rest
}: {
  size: "sm" | "md" | "lg";
  variant?: "filled";
  bg: string;
  /** The text colour; `c` says the same. */
  color?: string;
  c?: string;
  fw: 600 | 700;
  leftSection?: ReactNode;
  children: ReactNode;
  "data-category"?: string;
  "data-testid"?: string;
}) {
  return (
    <div
      style={
        {
          "--badge-height": `var(--badge-height-${size})`,
          "--badge-padding-x": `var(--badge-padding-x-${size})`,
          "--badge-fz": `var(--badge-fz-${size})`,
          "--badge-radius": "var(--mantine-radius-sm)",
          // An explicit variant brings its colour variables (the fill and colour below win).
          ...(variant
            ? {
                "--badge-bg": "var(--mantine-color-oak-filled)",
                "--badge-color": "var(--mantine-color-white)",
                "--badge-bd": `${rem(1)} solid transparent`,
              }
            : {}),
          background: themeColor(bg),
          color: c && themeColor(c),
          fontWeight: fw,
          textTransform: "none",
        } as CSSProperties
      }
      className="m_347db0ec mantine-Badge-root"
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? "true" : undefined}
      {...rest}
    >
      {leftSection && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

/** VisuallyHidden: words for a screen reader only, a <span> unless told, with the role, live region or id given. */
export function VisuallyHiddenMarkup({
  component: Element = "span",
  children,
  ...rest
}: {
  component?: "span" | "h1";
  children: ReactNode;
  id?: string;
  role?: "status";
  "aria-live"?: "polite";
  "aria-atomic"?: "true";
}) {
  return (
    <Element className="m_515a97f8 mantine-VisuallyHidden-root" {...rest}>
      {children}
    </Element>
  );
}
