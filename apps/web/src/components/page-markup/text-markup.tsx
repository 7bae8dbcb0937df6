// Mantine's Title, Text, Anchor, List and ThemeIcon as the markup they give (box-markup.tsx), with
// only the props the public pages use. Mantine's stylesheet draws them; page-markup.test.tsx
// renders each use both ways.
import { Link, type LinkProps } from "@tanstack/react-router";
import { type CSSProperties, createContext, type ReactNode, useContext } from "react";
import focusRing from "#web/lib/focus-ring.module.css";
import { cx, rem, type StyleProps, splitStyleProps, themeColor, useBoxStyle } from "./box-markup.tsx";

type TextSize = "xs" | "sm" | "md" | "lg";

interface TextProps extends StyleProps {
  className?: string;
  "aria-hidden"?: boolean;
  style?: CSSProperties;
  id?: string;
  "data-testid"?: string;
  children?: ReactNode;
}

/** Title: a heading of an order, drawn at its own size or another heading's. */
export function TitleMarkup({ order, size, ...props }: TextProps & { order: 1 | 2 | 3; size?: "h3" | "h4" }) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  const look = size ?? `h${order}`;
  const box = useBoxStyle(
    style,
    {
      "--title-fw": `var(--mantine-${look}-font-weight)`,
      "--title-lh": `var(--mantine-${look}-line-height)`,
      "--title-fz": `var(--mantine-${look}-font-size)`,
    },
    own,
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

/** Text as a <p>, <div>, <span> or <time>; a size, or none. */
export function TextMarkup({
  size,
  component: Element = "p",
  dateTime,
  lineClamp,
  ...props
}: TextProps & {
  size?: TextSize;
  component?: "p" | "div" | "span" | "time" | "h3";
  dateTime?: string;
  lineClamp?: number;
}) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  const box = useBoxStyle(
    style,
    {
      "--text-fz": size && `var(--mantine-font-size-${size})`,
      "--text-lh": size && `var(--mantine-line-height-${size})`,
      "--text-line-clamp": lineClamp,
    },
    own,
  );
  return (
    <>
      {box.tag}
      <Element
        style={box.style}
        className={cx(focusRing.ring, className, "m_b6d8b162 mantine-Text-root", box.responsiveClass)}
        data-size={size}
        data-line-clamp={lineClamp ? "true" : undefined}
        dateTime={dateTime}
        {...rest}
      >
        {children}
      </Element>
    </>
  );
}

interface AnchorProps extends TextProps {
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
function useAnchorAttributes({ size, inherit, ...props }: AnchorProps, href?: string) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  const box = useBoxStyle(
    style,
    {
      "--text-fz": size && `var(--mantine-font-size-${size})`,
      "--text-lh": size && `var(--mantine-line-height-${size})`,
    },
    own,
  );
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

/** Anchor as a router link. */
export function AnchorLinkMarkup({
  to,
  params,
  search,
  ...props
}: AnchorProps & Pick<LinkProps, "to" | "params" | "search">) {
  const { children, attributes } = useAnchorAttributes(props);
  return (
    <Link to={to} params={params} search={search} {...attributes}>
      {children}
    </Link>
  );
}

/** What a list tells its items: their icon and whether it is centred on their first line. */
const ListItems = createContext<{ icon?: ReactNode; center?: boolean }>({});

/** List (without bullets when given an icon). */
export function ListMarkup({
  spacing: gap,
  size,
  icon,
  center,
  ...props
}: TextProps & { spacing: "sm" | number; size?: "sm"; icon?: ReactNode; center?: boolean }) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  const box = useBoxStyle(
    style,
    {
      "--list-fz": size && `var(--mantine-font-size-${size})`,
      "--list-lh": size && `var(--mantine-line-height-${size})`,
      "--list-spacing": typeof gap === "number" ? rem(gap) : `var(--mantine-spacing-${gap})`,
    },
    own,
  );
  return (
    <ul
      style={box.style}
      className={cx(className, "m_abbac491 mantine-List-root")}
      data-size={size}
      data-type={icon ? "none" : undefined}
      {...rest}
    >
      <ListItems.Provider value={{ icon, center }}>{children}</ListItems.Provider>
    </ul>
  );
}

export function ListItemMarkup({ children }: { children: ReactNode }) {
  const { icon, center } = useContext(ListItems);
  return (
    <li
      className="m_abb6bec2 mantine-List-item"
      data-with-icon={icon ? "true" : undefined}
      data-centered={center ? "true" : undefined}
    >
      <div className="m_75cd9f71 mantine-List-itemWrapper">
        {icon && <span className="m_60f83e5b mantine-List-itemIcon">{icon}</span>}
        <span className="mantine-List-itemLabel">{children}</span>
      </div>
    </li>
  );
}

/**
 * ThemeIcon, filled in a colour (white on it, or `c`) or light in the primary colour. Mantine
 * passes its `radius` and `color` on to the element as attributes; so does this.
 */
export function ThemeIconMarkup({
  size,
  radius,
  color,
  variant,
  ...props
}: TextProps & { size: number; radius: "md" | "xl"; color?: string; variant?: "light" }) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  const box = useBoxStyle(
    style,
    {
      "--ti-size": rem(size),
      "--ti-radius": `var(--mantine-radius-${radius})`,
      "--ti-bg": variant ? "var(--mantine-color-oak-light)" : themeColor(color ?? "oak.8"),
      "--ti-color": variant ? "var(--mantine-color-oak-light-color)" : "var(--mantine-color-white)",
      "--ti-bd": `${rem(1)} solid transparent`,
    },
    own,
  );
  return (
    <div
      style={box.style}
      className={cx(className, "m_7341320d mantine-ThemeIcon-root")}
      data-variant={variant}
      {...{ radius, color }}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </div>
  );
}

/** Badge radius="sm" tt="none" with its fill, text colour and weight. */
export function BadgeMarkup({
  size,
  variant,
  bg,
  c,
  fw,
  children,
  ...rest
}: {
  size: "lg";
  variant?: "filled";
  bg: string;
  c: string;
  fw: 600;
  children: ReactNode;
  "data-category"?: string;
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
          color: themeColor(c),
          fontWeight: fw,
          textTransform: "none",
        } as CSSProperties
      }
      className="m_347db0ec mantine-Badge-root"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}

/** Typography: the content's own elements styled by Mantine's typography rules. */
export function TypographyMarkup({ className, ...rest }: React.ComponentProps<"div">) {
  return <div className={cx(className, "m_d08caa0 mantine-Typography-root")} {...rest} />;
}

/** VisuallyHidden: words for a screen reader only. */
export function VisuallyHiddenMarkup({ children }: { children: ReactNode }) {
  return <span className="m_515a97f8 mantine-VisuallyHidden-root">{children}</span>;
}
