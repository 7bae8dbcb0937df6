// The markup Mantine's Container, SimpleGrid, Paper and Skeleton give, written out as plain elements
// for the frame of every public page and its lists (as mantine-markup.tsx does for the cards):
// public pages then need no Mantine component, nor its provider, in their script. Mantine's
// stylesheet draws the markup (layout-markup.test.tsx renders both ways and compares). What
// Mantine writes as a per-element <style> for a value that changes with the screen width (a
// grid's columns, a container's padding) is a class of a CSS module here: layout-markup.module.css
// for the grids' columns, the user's own module for paddings.
import type { CSSProperties, ReactNode } from "react";
import grid from "./layout-markup.module.css";
import { rem, type Size, spacing } from "./mantine-markup.tsx";

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(" ");

/** Container of a theme width; `className` carries a padding that changes with the screen. */
export function ContainerMarkup({
  size,
  className,
  style,
  children,
}: {
  size: "sm" | "lg";
  className?: string;
  /** Style props, as Mantine writes them after the width. */
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      style={{ "--container-size": `var(--container-size-${size})`, ...style } as CSSProperties}
      className={classes(className, "m_7485cace mantine-Container-root")}
      data-size={size}
      data-strategy="block"
    >
      {children}
    </div>
  );
}

/** The column counts the public grids use, per breakpoint (one column on phones). */
export interface GridColumns {
  base: 1;
  xs?: 2;
  sm?: 2 | 3;
  md?: 3 | 4;
}

/** The classes of layout-markup.module.css that set a grid's columns at each breakpoint. */
function columnClasses(cols: GridColumns): string {
  return (["base", "xs", "sm", "md"] as const)
    .flatMap((breakpoint) => {
      const count = cols[breakpoint];
      return count === undefined ? [] : [grid[`${breakpoint}${count}`]];
    })
    .join(" ");
}

/** SimpleGrid: columns per breakpoint, and a theme spacing (or a class giving one per breakpoint). */
export function SimpleGridMarkup({
  cols,
  spacing: gap,
  className,
  children,
  ...rest
}: {
  cols: GridColumns;
  spacing?: Size;
  className?: string;
  children: ReactNode;
  "aria-busy"?: "true";
  "aria-label"?: string;
  role?: "status";
  "data-testid"?: string;
}) {
  return (
    <div
      style={gap ? ({ "--sg-spacing-x": spacing(gap), "--sg-spacing-y": spacing(gap) } as CSSProperties) : undefined}
      className={classes("m_2415a157 mantine-SimpleGrid-root", columnClasses(cols), className)}
      {...rest}
    >
      {children}
    </div>
  );
}

/** Paper withBorder, radius md, padding xl, centred text on the lightest grey. */
export function PaperMarkup({ children, ...rest }: { children: ReactNode; "data-testid"?: string }) {
  return (
    <div
      style={
        {
          "--paper-radius": "var(--mantine-radius-md)",
          padding: "var(--mantine-spacing-xl)",
          background: "var(--mantine-color-gray-0)",
          textAlign: "center",
        } as CSSProperties
      }
      className="m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      {...rest}
    >
      {children}
    </div>
  );
}

/** Skeleton: a height in pixels, a width (pixels or a percentage), a radius and a top margin. */
export function SkeletonMarkup({
  height,
  width,
  radius,
  mt,
}: {
  height: number;
  width?: number | `${number}%`;
  radius: "sm" | "md";
  mt?: Size;
}) {
  return (
    <div
      style={
        {
          "--skeleton-height": rem(height),
          ...(width === undefined ? {} : { "--skeleton-width": typeof width === "number" ? rem(width) : width }),
          "--skeleton-radius": `var(--mantine-radius-${radius})`,
          ...(mt ? { marginTop: spacing(mt) } : {}),
        } as CSSProperties
      }
      className="m_18320242 mantine-Skeleton-root"
      data-visible="true"
      data-animate="true"
    />
  );
}
