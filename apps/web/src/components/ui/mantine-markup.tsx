// The markup Mantine's Card, Stack, Group, Title, Text, Badge and light Button give, written out as
// plain elements for the cards a list page draws by the dozen. Through Mantine each element
// resolves its props against the theme on every render (defaults merged, style props parsed, class
// names and CSS variables computed): most of the server's render of /events and the home page.
// Written here, the HTML is the same byte for byte (mantine-markup.test.tsx renders both), so
// Mantine's own stylesheet draws it; only the variants the cards use are offered.
import { Link, type LinkProps } from "@tanstack/react-router";
import type { CSSProperties, ReactNode } from "react";
import focusRing from "../../lib/focus-ring.module.css";

type Size = "xs" | "sm" | "md" | "lg" | "xl";
/** A theme size or a number of pixels, as Mantine's gap and spacing props take them. */
type Spacing = Size | number;

/** Mantine's rem(): pixels as rem, scaled with the theme. */
const rem = (pixels: number) => `calc(${pixels / 16}rem * var(--mantine-scale))`;
export const spacing = (value: Spacing) => (typeof value === "number" ? rem(value) : `var(--mantine-spacing-${value})`);

/** A theme colour ("oak.8", "white") as Mantine's style props write it; any other colour as it is. */
export function themeColor(color: string): string {
  const [name, shade] = color.split(".");
  if (shade !== undefined) return `var(--mantine-color-${name}-${shade})`;
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

export function StackMarkup({ gap, className, children }: { gap: Spacing; className?: string; children: ReactNode }) {
  return (
    <div
      style={
        {
          "--stack-gap": spacing(gap),
          "--stack-align": "stretch",
          "--stack-justify": "flex-start",
        } as CSSProperties
      }
      className={classes(className, "m_6d731127 mantine-Stack-root")}
    >
      {children}
    </div>
  );
}

export function GroupMarkup({
  gap,
  align = "center",
  wrap = "wrap",
  children,
}: {
  gap: Spacing;
  align?: "center" | "flex-start";
  wrap?: "wrap" | "nowrap";
  children: ReactNode;
}) {
  return (
    <div
      style={
        {
          "--group-gap": spacing(gap),
          "--group-align": align,
          "--group-justify": "flex-start",
          "--group-wrap": wrap,
        } as CSSProperties
      }
      className="m_4081bf90 mantine-Group-root"
    >
      {children}
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

/** Text size="sm": a <p>, or a <time> with its dateTime; lineClamp and a colour when given. */
export function TextMarkup({
  dateTime,
  lineClamp,
  color,
  children,
}: {
  dateTime?: string;
  lineClamp?: number;
  color?: string;
  children: ReactNode;
}) {
  const style = {
    "--text-fz": "var(--mantine-font-size-sm)",
    "--text-lh": "var(--mantine-line-height-sm)",
    ...(lineClamp ? { "--text-line-clamp": lineClamp } : {}),
    ...(color ? { color: themeColor(color) } : {}),
  } as CSSProperties;
  const props = {
    style,
    className: `${focusRing.ring} m_b6d8b162 mantine-Text-root`,
    "data-size": "sm",
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
