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

type Size = "xs" | "sm" | "md" | "lg" | "xl";
/** A theme size or a number of pixels, as Mantine's gap and spacing props take them. */
type Spacing = Size | number;

/** Mantine's rem(): pixels as rem, scaled with the theme. */
const rem = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;
const spacing = (value: Spacing) => (typeof value === "number" ? rem(value) : `var(--mantine-spacing-${value})`);

/** A theme colour ("oak.8", "white") as Mantine's style props write it; any other colour as it is. */
function themeColor(color: string): string {
  const shade = /^([a-z]+)\.(\d)$/.exec(color);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  return /^[a-z]+$/.test(color) ? `var(--mantine-color-${color})` : color;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** Card withBorder, radius md, padding lg, as an <article>. */
export function CardMarkup({ className, children, ...rest }: { className?: string; children: ReactNode }) {
  return (
    <article
      style={
        { "--paper-radius": "var(--mantine-radius-md)", "--card-padding": "var(--mantine-spacing-lg)" } as CSSProperties
      }
      className={classes(className, "m_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root")}
      data-with-border="true"
      data-orientation="vertical"
      {...rest}
    >
      {children}
    </article>
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
  maw,
  component: Element = "div",
  className,
  children,
}: {
  gap: Spacing;
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
          "--stack-align": "stretch",
          "--stack-justify": "flex-start",
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
  gap,
  align = "center",
  justify = "flex-start",
  wrap = "wrap",
  mt,
  mb,
  children,
}: {
  gap: Spacing;
  align?: "center" | "flex-start" | "flex-end";
  justify?: "flex-start" | "space-between";
  wrap?: "wrap" | "nowrap";
  mt?: Size;
  mb?: Size;
  children: ReactNode;
}) {
  return (
    <div
      style={
        {
          "--group-gap": spacing(gap),
          "--group-align": align,
          "--group-justify": justify,
          "--group-wrap": wrap,
          ...(mt ? { marginTop: spacing(mt) } : {}),
          ...(mb ? { marginBottom: spacing(mb) } : {}),
        } as CSSProperties
      }
      className="m_4081bf90 mantine-Group-root"
    >
      {/* As Mantine's Group passes them: one flat array without the falsy ones (React's ids, the
          classes of responsive styles inside, count array places). */}
      {Children.toArray(children).filter(Boolean)}
    </div>
  );
}

export function TitleMarkup({ order, className, children }: { order: 2 | 3; className?: string; children: ReactNode }) {
  const Heading = order === 2 ? "h2" : "h3";
  return (
    <Heading
      style={
        {
          "--title-fw": `var(--mantine-h${order}-font-weight)`,
          "--title-lh": `var(--mantine-h${order}-line-height)`,
          "--title-fz": `var(--mantine-h${order}-font-size)`,
        } as CSSProperties
      }
      className={classes(className, "m_8a5d1357 mantine-Title-root")}
      data-order={order}
    >
      {children}
    </Heading>
  );
}

/**
 * Text: size "sm" unless told ("lg", or null for none), a <p> or a <time> with its dateTime;
 * lineClamp, a colour, weight, letter spacing and upper case when given.
 */
export function TextMarkup({
  size = "sm",
  dateTime,
  lineClamp,
  color,
  fw,
  lts,
  tt,
  className,
  children,
}: {
  size?: "sm" | "lg" | null;
  dateTime?: string;
  lineClamp?: number;
  color?: string;
  fw?: 700;
  lts?: string;
  tt?: "uppercase";
  className?: string;
  children: ReactNode;
}) {
  const style = {
    ...(size
      ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
      : {}),
    ...(lineClamp ? { "--text-line-clamp": lineClamp } : {}),
    ...(color ? { color: themeColor(color) } : {}),
    ...(fw ? { fontWeight: fw } : {}),
    ...(lts ? { letterSpacing: lts } : {}),
    ...(tt ? { textTransform: tt } : {}),
  } as CSSProperties;
  const props = {
    style: Object.keys(style).length > 0 ? style : undefined,
    className: classes(focusRing.ring, className, "m_b6d8b162 mantine-Text-root"),
    "data-size": size ?? undefined,
    "data-line-clamp": lineClamp ? "true" : undefined,
  };
  return dateTime ? (
    <time {...props} dateTime={dateTime}>
      {children}
    </time>
  ) : (
    <p {...props}>{children}</p>
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

export function VisuallyHiddenMarkup({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
