// Mantine's Anchor as a router link, List, ThemeIcon and Typography as the markup they give, built on
// box-markup.tsx: what the inner pages draw besides mantine-markup.tsx's components, in a module of
// its own so that the shell (whose modules are all in the entry's chunk) does not carry them.
import { Link, type LinkProps } from "@tanstack/react-router";
import { createContext, type ReactNode, useContext } from "react";
import { cx, fontSize, rem, type TextProps, themeColor, useStyled } from "./box-markup.tsx";
import { type AnchorProps, useAnchorAttributes } from "./mantine-markup.tsx";

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
  const { box, className, children, rest } = useStyled(props, {
    ...fontSize("list", size),
    "--list-spacing": typeof gap === "number" ? rem(gap) : `var(--mantine-spacing-${gap})`,
  });
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
  const { box, className, children, rest } = useStyled(props, {
    "--ti-size": rem(size),
    "--ti-radius": `var(--mantine-radius-${radius})`,
    "--ti-bg": variant ? "var(--mantine-color-oak-light)" : themeColor(color ?? "oak.8"),
    "--ti-color": variant ? "var(--mantine-color-oak-light-color)" : "var(--mantine-color-white)",
    "--ti-bd": `${rem(1)} solid transparent`,
  });
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

/** Typography: the content's own elements styled by Mantine's typography rules. */
export function TypographyMarkup({ className, ...rest }: React.ComponentProps<"div">) {
  return <div className={cx(className, "m_d08caa0 mantine-Typography-root")} {...rest} />;
}
