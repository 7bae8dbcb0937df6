// Mantine's Box written out: the style props the public pages use (margins, paddings, colours, text
// and size props, each possibly responsive) turned into the inline style, the class and the
// <style> tag Mantine gives them, so a page drawn with plain elements is Mantine's HTML and
// Mantine's stylesheet draws it without Mantine's JavaScript. A responsive value's rules go in a
// <style> before the element under a class named from React's id, as Mantine's InlineStyles does.
// layout-markup.tsx, mantine-markup.tsx and ButtonMarkup.tsx build Mantine's components on it, each
// element through `MantineElement`; the tests beside them render each use both ways and compare.
import { type AriaRole, type CSSProperties, type ReactNode, useId } from "react";

export type Size = "xs" | "sm" | "md" | "lg" | "xl";
type Breakpoint = "base" | Size;
/** A value, or one per breakpoint as Mantine takes it ({ base: "xl", sm: 56 }). */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
export type Spacing = Size | number;
export type Radius = "sm" | "md" | "lg" | "xl";
export type Shadow = "xs" | "sm";

const breakpoints: Record<Size, string> = { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" };
const sizes = new Set<string>(["xs", "sm", "md", "lg", "xl"]);

/** Mantine's rem(): pixels as rem, scaled with the theme. */
export function rem(pixels: number): string {
  return pixels === 0 ? "0rem" : `calc(${pixels / 16}rem * var(--mantine-scale))`;
}

export function spacing(value: Spacing | "auto"): string {
  if (typeof value === "number") return rem(value);
  return sizes.has(value) ? `var(--mantine-spacing-${value})` : value;
}

/** A theme colour ("oak.8", "white") as Mantine's style props write it; any other colour as it is. */
export function themeColor(color: string): string {
  if (color === "inherit") return color;
  const shade = /^([a-z]+)\.(\d)$/.exec(color);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  return /^[a-z]+$/.test(color) ? `var(--mantine-color-${color})` : color;
}

const size = (value: number | string) => (typeof value === "number" ? rem(value) : value);
const identity = (value: number | string) => String(value);

/** The style props offered, in the order Mantine reads them, with their CSS property and resolver. */
const styleProps = {
  m: ["margin", spacing],
  mx: ["marginInline", spacing],
  my: ["marginBlock", spacing],
  mt: ["marginTop", spacing],
  mb: ["marginBottom", spacing],
  p: ["padding", spacing],
  px: ["paddingInline", spacing],
  py: ["paddingBlock", spacing],
  bg: ["background", themeColor],
  c: ["color", themeColor],
  ff: ["fontFamily", (value: "heading") => `var(--mantine-font-family-${value}s)`],
  fz: ["fontSize", (value: Size) => `var(--mantine-font-size-${value})`],
  fw: ["fontWeight", identity],
  lts: ["letterSpacing", identity],
  ta: ["textAlign", identity],
  lh: ["lineHeight", identity],
  tt: ["textTransform", identity],
  w: ["width", size],
  miw: ["minWidth", size],
  maw: ["maxWidth", size],
  h: ["height", size],
} as const satisfies Record<string, readonly [string, (value: never) => string]>;

export interface StyleProps {
  m?: Responsive<Spacing>;
  mx?: Responsive<Spacing | "auto">;
  my?: Responsive<Spacing>;
  mt?: Responsive<Spacing | "auto">;
  mb?: Responsive<Spacing>;
  p?: Responsive<Spacing>;
  px?: Responsive<Spacing>;
  py?: Responsive<Spacing>;
  bg?: string;
  c?: string;
  ff?: "heading";
  fz?: Size;
  fw?: number;
  lts?: string;
  ta?: Responsive<"center" | "left">;
  lh?: number;
  tt?: "uppercase";
  w?: Responsive<number | string>;
  miw?: number;
  maw?: number;
  h?: number | string;
}

type Declarations = Record<string, string>;
const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const css = (declarations: Declarations) =>
  Object.entries(declarations)
    .map(([property, value]) => `${kebab(property)}:${value};`)
    .join("");

/** Rules for a base and breakpoints, as Mantine's InlineStyles writes them. */
export interface ResponsiveRules {
  base: Declarations;
  media: Partial<Record<Size, Declarations>>;
}

/** The <style> Mantine writes before an element for its responsive rules. */
function InlineStyleTag({ selector, rules }: { selector: string; rules: ResponsiveRules }) {
  const base = Object.keys(rules.base).length > 0 ? `.${selector}{${css(rules.base)}}` : "";
  const media = (Object.keys(breakpoints) as Size[])
    .filter((breakpoint) => rules.media[breakpoint] && Object.keys(rules.media[breakpoint]).length > 0)
    .map(
      (breakpoint) =>
        `@media(min-width: ${breakpoints[breakpoint]}){.${selector}{${css(rules.media[breakpoint] ?? {})}}}`,
    )
    .join("");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rules built here from the theme's own values
  return <style data-mantine-styles="inline" dangerouslySetInnerHTML={{ __html: `${base}${media}` }} />;
}

/** A class named from React's id, as Mantine names the rules of one element. */
function useResponsiveClass(): string {
  return `__m__-${useId().replace(/[:«»]/g, "")}`;
}

/** Responsive values split into a base and breakpoints, each resolved. */
export function responsiveRules<T>(
  entries: [property: string, value: Responsive<T> | undefined, resolve: (value: T) => string | undefined][],
): ResponsiveRules {
  const rules: ResponsiveRules = { base: {}, media: {} };
  for (const [property, value, resolve] of entries) {
    if (value === undefined) continue;
    const perBreakpoint = (typeof value === "object" && value !== null ? value : { base: value }) as Partial<
      Record<Breakpoint, T>
    >;
    for (const [breakpoint, one] of Object.entries(perBreakpoint) as [Breakpoint, T][]) {
      const resolved = resolve(one);
      if (resolved === undefined) continue;
      if (breakpoint === "base") rules.base[property] = resolved;
      else rules.media[breakpoint] = { ...rules.media[breakpoint], [property]: resolved };
    }
  }
  return rules;
}

const isResponsive = (value: unknown) =>
  typeof value === "object" && value !== null && !(Object.keys(value).length === 1 && "base" in value);

/**
 * The style and class Mantine gives an element from its style props: the component's variables
 * first, then `style`, then the style props that are one value; those given per breakpoint go in
 * the returned <style> under the returned class.
 */
export function useBoxStyle(
  props: StyleProps,
  vars: Record<string, string | number | undefined> = {},
  style?: CSSProperties,
): { style: CSSProperties | undefined; responsiveClass: string | undefined; tag: ReactNode } {
  const selector = useResponsiveClass();
  const inline: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) if (value !== undefined) inline[name] = value;
  Object.assign(inline, style);
  const responsive: Parameters<typeof responsiveRules>[0] = [];
  for (const [name, [property, resolve]] of Object.entries(styleProps)) {
    const value = props[name as keyof StyleProps];
    if (value === undefined) continue;
    const resolver = resolve as (one: unknown) => string;
    if (isResponsive(value)) responsive.push([property, value, resolver]);
    else
      inline[property] = resolver(
        typeof value === "object" && value !== null ? (value as { base: unknown }).base : value,
      );
  }
  const rules = responsive.length > 0 ? responsiveRules(responsive) : null;
  return {
    style: Object.keys(inline).length > 0 ? (inline as CSSProperties) : undefined,
    responsiveClass: rules ? selector : undefined,
    tag: rules ? <InlineStyleTag selector={selector} rules={rules} /> : null,
  };
}

/** Class names joined as Mantine's cx joins them, the empty ones left out. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** Splits the style props off a component's props. */
function splitStyleProps<T extends StyleProps>(props: T): [StyleProps, Omit<T, keyof StyleProps>] {
  const own: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) (name in styleProps ? own : rest)[name] = value;
  return [own as StyleProps, rest as Omit<T, keyof StyleProps>];
}

/** What any element of this library may carry besides its style props. */
export interface ElementProps extends StyleProps {
  className?: string;
  style?: CSSProperties;
  id?: string;
  role?: AriaRole;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-busy"?: boolean | "true";
  "aria-hidden"?: boolean | "true";
  "data-testid"?: string;
  "data-skeleton"?: string;
  /** Hidden below this breakpoint (Mantine's global class). */
  visibleFrom?: "md";
  children?: ReactNode;
}

export type Tag =
  | "div"
  | "section"
  | "article"
  | "figure"
  | "figcaption"
  | "nav"
  | "aside"
  | "ul"
  | "li"
  | "address"
  | "span";

/**
 * A Mantine element whose own variables change with the screen width (a grid's gap, a column's
 * span): their rules in a <style> before it, under a class named from React's id.
 */
export function ResponsiveElement({
  rules,
  classes,
  ...element
}: Parameters<typeof MantineElement>[0] & { rules: ResponsiveRules }) {
  const selector = useResponsiveClass();
  return (
    <>
      <InlineStyleTag selector={selector} rules={rules} />
      <MantineElement {...element} classes={`${classes} ${selector}`} />
    </>
  );
}

/** One Mantine element: its own classes, variables and data attributes, and the style props. */
export function MantineElement({
  component: Element = "div",
  classes,
  vars,
  data,
  props,
}: {
  component?: Tag;
  classes: string;
  vars?: Record<string, string | number | undefined>;
  data?: Record<string, string | undefined>;
  props: ElementProps;
}) {
  const [style, { className, style: own, visibleFrom, children, ...rest }] = splitStyleProps(props);
  const box = useBoxStyle(style, vars, own);
  return (
    <>
      {box.tag}
      <Element
        style={box.style}
        className={cx(className, classes, box.responsiveClass, visibleFrom && `mantine-visible-from-${visibleFrom}`)}
        {...data}
        {...rest}
      >
        {children}
      </Element>
    </>
  );
}

export type TextSize = "xs" | "sm" | "md" | "lg";

export interface TextProps extends StyleProps {
  className?: string;
  "aria-hidden"?: boolean | "true";
  style?: CSSProperties;
  id?: string;
  "data-testid"?: string;
  children?: ReactNode;
}

/** The style props of `props` resolved after the component's variables, and the rest of its props. */
export function useStyled<P extends TextProps>(props: P, vars: Record<string, string | number | undefined>) {
  const [style, { className, style: own, children, ...rest }] = splitStyleProps(props);
  return { box: useBoxStyle(style, vars, own), className, children, rest };
}

/** A text size's font size and line height, as the variables of a component (`--text-fz`, …). */
export const fontSize = (component: "text" | "list", size: string | null | undefined) =>
  size
    ? {
        [`--${component}-fz`]: `var(--mantine-font-size-${size})`,
        [`--${component}-lh`]: `var(--mantine-line-height-${size})`,
      }
    : {};
