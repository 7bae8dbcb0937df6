// The markup Mantine's Card, Stack, Group, Title, Text, Anchor, Badge and light Button give, written
// out as plain elements for the cards a list page draws by the dozen and the frame every page has. Through Mantine each element
// resolves its props against the theme on every render (defaults merged, style props parsed, class
// names and CSS variables computed): most of the server's render of /events and the home page.
// Written here, the HTML is the same byte for byte (mantine-markup.test.tsx renders both), so
// Mantine's own stylesheet draws it; only the variants the cards use are offered.
// Not for a container of Mantine components with responsive props (a Title with `fz={{ base, sm }}`):
// each Mantine Box takes a place in React's id tree, and the class of such a component's <style>
// is its id, which would change.
import { Link, type LinkProps } from "@tanstack/react-router";
import { Children, type CSSProperties, type ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";

export type Size = "xs" | "sm" | "md" | "lg" | "xl";
/** A theme size or a number of pixels, as Mantine's gap and spacing props take them. */
export type Spacing = Size | number;

/** Mantine's rem(): pixels as rem, scaled with the theme. */
export const rem = (pixels: number) => (pixels === 0 ? "0rem" : `calc(${pixels / 16}rem * var(--mantine-scale))`);
export const spacing = (value: Spacing) => (typeof value === "number" ? rem(value) : `var(--mantine-spacing-${value})`);

/** A theme colour ("oak.8", "white") as Mantine's style props write it; any other colour as it is. */
export function themeColor(color: string): string {
  const shade = /^([a-z]+)\.(\d)$/.exec(color);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  return /^[a-z]+$/.test(color) ? `var(--mantine-color-${color})` : color;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** Card: an <article> withBorder, radius md, padding lg unless told otherwise. */
export function CardMarkup({
  component: Element = "article",
  radius = "md",
  padding = "lg",
  withBorder = true,
  style,
  className,
  children,
  ...rest
}: {
  component?: "article" | "div" | "figure";
  radius?: "md" | "lg";
  padding?: "lg" | "xl";
  withBorder?: boolean;
  style?: CSSProperties;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
  "data-skeleton"?: string;
}) {
  return (
    <Element
      style={
        {
          "--paper-radius": `var(--mantine-radius-${radius})`,
          "--card-padding": `var(--mantine-spacing-${padding})`,
          ...style,
        } as CSSProperties
      }
      className={classes(className, "m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root")}
      data-with-border={withBorder ? "true" : undefined}
      data-orientation="vertical"
      {...rest}
    >
      {children}
    </Element>
  );
}

/** The card's first section (a photo to its edges), mb="md". */
export function CardSectionMarkup({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ marginBottom: "var(--mantine-spacing-md)" }}
      className="m_599a2148 mantine-Card-section"
      data-orientation="vertical"
      data-first-section="true"
    >
      {children}
    </div>
  );
}

export function StackMarkup({
  gap,
  align = "stretch",
  ta,
  maw,
  component: Element = "div",
  className,
  children,
}: {
  gap: Spacing;
  align?: "stretch" | "center";
  ta?: "center";
  /** A maximum width in pixels. */
  maw?: number;
  component?: "div" | "ul" | "address";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element
      style={
        {
          "--stack-gap": spacing(gap),
          "--stack-align": align,
          "--stack-justify": "flex-start",
          ...(ta ? { textAlign: ta } : {}),
          ...(maw === undefined ? {} : { maxWidth: rem(maw) }),
        } as CSSProperties
      }
      className={classes(className, "m_6d731127 mantine-Stack-root")}
    >
      {children}
    </Element>
  );
}

export function GroupMarkup({
  component: Element = "div",
  gap,
  align = "center",
  justify = "flex-start",
  wrap = "wrap",
  mt,
  mb,
  className,
  children,
  ...rest
}: {
  component?: "div" | "figcaption";
  gap: Spacing;
  align?: "center" | "flex-start" | "flex-end";
  justify?: "flex-start" | "center" | "space-between";
  wrap?: "wrap" | "nowrap";
  mt?: Spacing | "auto";
  mb?: Size;
  className?: string;
  children: ReactNode;
  role?: "group" | "img";
  "aria-label"?: string;
}) {
  return (
    <Element
      style={
        {
          "--group-gap": spacing(gap),
          "--group-align": align,
          "--group-justify": justify,
          "--group-wrap": wrap,
          ...(mt ? { marginTop: mt === "auto" ? mt : spacing(mt) } : {}),
          ...(mb ? { marginBottom: spacing(mb) } : {}),
        } as CSSProperties
      }
      className={classes(className, "m_4081bf90 mantine-Group-root")}
      {...rest}
    >
      {/* As Mantine's Group passes them: one flat array without the falsy ones (React's ids, the
          classes of responsive styles inside, count array places). */}
      {Children.toArray(children).filter(Boolean)}
    </Element>
  );
}

/** Title of an order (1-3), drawn at another heading's size when given, with its margin and colour. */
export function TitleMarkup({
  order,
  size,
  mb,
  color,
  id,
  className,
  children,
}: {
  order: 1 | 2 | 3;
  size?: "h3" | "h4";
  mb?: Size;
  color?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = (["h1", "h2", "h3"] as const)[order - 1] ?? "h2";
  const look = size ?? `h${order}`;
  return (
    <Heading
      style={
        {
          "--title-fw": `var(--mantine-${look}-font-weight)`,
          "--title-lh": `var(--mantine-${look}-line-height)`,
          "--title-fz": `var(--mantine-${look}-font-size)`,
          ...(mb ? { marginBottom: spacing(mb) } : {}),
          ...(color ? { color: themeColor(color) } : {}),
        } as CSSProperties
      }
      className={classes(className, "m_8a5d1357 mantine-Title-root")}
      data-size={size}
      data-order={order}
      id={id}
    >
      {children}
    </Heading>
  );
}

/**
 * Text: size "sm" unless told (another size, or null for none), a <p>, a <div>, a <blockquote> or a
 * <time> with its dateTime; lineClamp, margins, padding, a colour, the headings' font, weight,
 * letter spacing, upper case and a maximum width when given, in the order Mantine writes them.
 */
export function TextMarkup({
  size = "sm",
  component: Element = "p",
  dateTime,
  lineClamp,
  style: own,
  mt,
  mb,
  px,
  color,
  ff,
  fw,
  lts,
  tt,
  maw,
  className,
  children,
  ...rest
}: {
  size?: "xs" | "sm" | "lg" | null;
  component?: "p" | "div" | "blockquote";
  dateTime?: string;
  lineClamp?: number;
  style?: CSSProperties;
  mt?: Size;
  mb?: Size;
  /** Inline padding in pixels. */
  px?: number;
  color?: string;
  ff?: "heading";
  fw?: 700;
  lts?: string;
  tt?: "uppercase";
  /** A maximum width in pixels. */
  maw?: number;
  className?: string;
  children: ReactNode;
  id?: string;
  role?: string;
  "aria-live"?: "polite";
  "aria-hidden"?: "true";
  "aria-current"?: "page";
}) {
  const style = {
    ...(size
      ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
      : {}),
    ...(lineClamp ? { "--text-line-clamp": lineClamp } : {}),
    ...own,
    ...(mt ? { marginTop: spacing(mt) } : {}),
    ...(mb ? { marginBottom: spacing(mb) } : {}),
    ...(px === undefined ? {} : { paddingInline: rem(px) }),
    ...(color ? { color: themeColor(color) } : {}),
    ...(ff ? { fontFamily: "var(--mantine-font-family-headings)" } : {}),
    ...(fw ? { fontWeight: fw } : {}),
    ...(lts ? { letterSpacing: lts } : {}),
    ...(tt ? { textTransform: tt } : {}),
    ...(maw === undefined ? {} : { maxWidth: rem(maw) }),
  } as CSSProperties;
  const props = {
    style: Object.keys(style).length > 0 ? style : undefined,
    className: classes(focusRing.ring, className, "m_b6d8b162 mantine-Text-root"),
    "data-size": size ?? undefined,
    "data-line-clamp": lineClamp ? "true" : undefined,
    ...rest,
  };
  return dateTime ? (
    <time {...props} dateTime={dateTime}>
      {children}
    </time>
  ) : (
    <Element {...props}>{children}</Element>
  );
}

/** Anchor (underline on hover) to an address outside the app: tel:, mailto:. */
export function AnchorMarkup({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      className={classes(focusRing.ring, "m_849cf0da", className, "m_b6d8b162 mantine-Text-root mantine-Anchor-root")}
      data-underline="hover"
      href={href}
    >
      {children}
    </a>
  );
}

/** Badge radius="sm" tt="none" with its fill, text colour and weight. */
export function BadgeMarkup({
  size,
  bg,
  color,
  fw,
  leftSection,
  children,
  ...rest
}: {
  size: "sm" | "md" | "lg";
  bg: string;
  color: string;
  fw: 600 | 700;
  leftSection?: ReactNode;
  children: ReactNode;
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
          background: themeColor(bg),
          color: themeColor(color),
          fontWeight: fw,
          textTransform: "none",
        } as CSSProperties
      }
      className="m_347db0ec mantine-Badge-root"
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

/** Button variant="light" fullWidth mt="md" as a router link. */
export function LightButtonLinkMarkup({
  children,
  ...link
}: Pick<LinkProps, "to" | "params"> & { children: ReactNode }) {
  return (
    <Link
      {...link}
      style={
        {
          "--button-bg": "var(--mantine-color-oak-light)",
          "--button-hover": "var(--mantine-color-oak-light-hover)",
          "--button-color": "var(--mantine-color-oak-light-color)",
          "--button-bd": `${rem(1)} solid transparent`,
          marginTop: "var(--mantine-spacing-md)",
        } as CSSProperties
      }
      className={`${focusRing.ring} mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant="light"
      data-block="true"
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </Link>
  );
}

/** VisuallyHidden: a <span> unless told, with the role, live region or id given. */
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
