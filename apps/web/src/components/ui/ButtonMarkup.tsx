// Mantine's Button as the markup it gives (box-markup.tsx), as a <button>, a router link, a plain
// link or a menu's <summary>; links/RouterLinks.tsx draws its typed ButtonLink with the same look.
// Through Mantine each one brings its Transition, Loader and UnstyledButton (~4 KB gzip). Only the
// variants, sizes and sections the public pages use are offered. Mantine's stylesheet draws it; the
// markup tests beside this file render each use both ways.
import { Link, type LinkProps } from "@tanstack/react-router";
import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";
import { cx, rem, type StyleProps, useBoxStyle } from "./box-markup.tsx";

const border = `${rem(1)} solid`;

const transparent = `${border} transparent`;

/**
 * Each variant's colour variables in the primary colour, as Mantine's resolver gives them: all four
 * once a variant or a colour is named, only the text colour for a plain filled button.
 */
const variants = {
  filled: {
    "--button-bg": "var(--mantine-color-oak-filled)",
    "--button-hover": "var(--mantine-color-oak-filled-hover)",
    "--button-color": "var(--mantine-color-white)",
    "--button-bd": transparent,
  },
  light: {
    "--button-bg": "var(--mantine-color-oak-light)",
    "--button-hover": "var(--mantine-color-oak-light-hover)",
    "--button-color": "var(--mantine-color-oak-light-color)",
    "--button-bd": transparent,
  },
  outline: {
    "--button-bg": "transparent",
    "--button-hover": "var(--mantine-color-oak-outline-hover)",
    "--button-color": "var(--mantine-color-oak-outline)",
    "--button-bd": `${border} var(--mantine-color-oak-outline)`,
  },
  subtle: {
    "--button-bg": "transparent",
    "--button-hover": "var(--mantine-color-oak-light-hover)",
    "--button-color": "var(--mantine-color-oak-light-color)",
    "--button-bd": transparent,
  },
  default: {
    "--button-bg": "var(--mantine-color-default)",
    "--button-hover": "var(--mantine-color-default-hover)",
    "--button-color": "var(--mantine-color-default-color)",
    "--button-bd": `${border} var(--mantine-color-default-border)`,
  },
  white: {
    "--button-bg": "var(--mantine-color-white)",
    "--button-hover": "rgba(252, 252, 252, 1)",
    "--button-color": "var(--mantine-color-oak-filled)",
    "--button-bd": transparent,
  },
} as const;

const loaderStyle: CSSProperties = {
  transitionProperty: "transform, opacity",
  WebkitBackfaceVisibility: "hidden",
  transitionDuration: "150ms",
  transitionTimingFunction: "ease",
  transformOrigin: "center",
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

type Variant = keyof typeof variants;

/**
 * The colours other than the primary one that the pages give a button: red in any variant (a subtle
 * "Remove") has the primary's variables with the colour swapped in; a theme shade ("citrus.3", the
 * bright button on the dark band) is a filled button of that shade, hovering one shade darker; white
 * (outlined, on the same band) resolves to its own.
 */
function colourVars(variant: Variant | undefined, color: ButtonLookProps["color"]): Record<string, string> {
  if (color === "red")
    return Object.fromEntries(
      Object.entries(variants[variant ?? "filled"]).map(([name, value]) => [name, value.replace("-oak-", "-red-")]),
    );
  if (color === "white")
    return {
      "--button-bg": "transparent",
      "--button-hover": "rgba(0, 0, 0, 0.05)",
      "--button-color": "white",
      "--button-bd": `${border} white`,
    };
  const shade = color && /^([a-z]+)\.(\d)$/.exec(color);
  if (shade) {
    const darker = Number(shade[2]) === 9 ? 8 : Number(shade[2]) + 1;
    return {
      "--button-bg": `var(--mantine-color-${shade[1]}-${shade[2]})`,
      "--button-hover": `var(--mantine-color-${shade[1]}-${darker})`,
      "--button-color": "var(--mantine-color-white)",
      "--button-bd": transparent,
    };
  }
  return variant ? variants[variant] : { "--button-color": variants.filled["--button-color"] };
}

export interface ButtonLookProps extends Pick<StyleProps, "mt" | "mb" | "px" | "w" | "miw" | "c"> {
  /** Filled in the primary colour unless told. */
  variant?: Variant;
  /** Red, white (outlined) or a theme shade ("citrus.3") for a filled button. */
  color?: "red" | "white" | `${string}.${number}`;
  size?: "sm" | "md" | "lg";
  radius?: "md" | "lg" | "xl";
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function useButtonLook(
  {
    variant,
    color,
    size,
    radius,
    fullWidth,
    leftSection,
    rightSection,
    className,
    style,
    children,
    ...styleProps
  }: ButtonLookProps,
  disabled?: boolean,
  loading?: boolean,
) {
  const box = useBoxStyle(
    styleProps,
    {
      ...(size
        ? {
            "--button-height": `var(--button-height-${size})`,
            "--button-padding-x": `var(--button-padding-x-${size})`,
            "--button-fz": `var(--mantine-font-size-${size})`,
          }
        : {}),
      ...(radius ? { "--button-radius": `var(--mantine-radius-${radius})` } : {}),
      ...colourVars(variant, color),
    },
    style,
  );
  const section = (position: "left" | "right", content: ReactNode) =>
    content && (
      <span className="m_a74036a mantine-Button-section" data-position={position}>
        {content}
      </span>
    );
  return {
    tag: box.tag,
    style: box.style,
    className: cx(
      focusRing.ring,
      !disabled && !loading && "mantine-active",
      className,
      "m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root",
      box.responsiveClass,
    ),
    "data-variant": variant,
    "data-size": size,
    "data-disabled": (disabled && !loading) || undefined,
    "data-loading": loading || undefined,
    "data-block": fullWidth ? "true" : undefined,
    "data-with-left-section": leftSection ? "true" : undefined,
    "data-with-right-section": rightSection ? "true" : undefined,
    inner: (
      <>
        {loading && (
          // Mantine's Loader, as its Transition leaves it once shown.
          <span style={loaderStyle} className="m_a25b86ee mantine-Button-loader" aria-hidden="true">
            <span
              style={
                {
                  "--loader-size": "calc(var(--button-height) / 1.8)",
                  "--loader-color": "var(--button-color)",
                } as CSSProperties
              }
              className="m_b34414df m_5ae2e3c mantine-Loader-root"
            />
          </span>
        )}
        <span className="m_80f1301b mantine-Button-inner">
          {section("left", leftSection)}
          <span className="m_811560b9 mantine-Button-label" data-loading={loading || undefined}>
            {children}
          </span>
          {section("right", rightSection)}
        </span>
      </>
    ),
  };
}

export function ButtonMarkup({
  type = "button",
  disabled,
  loading,
  onClick,
  ...look
}: ButtonLookProps & {
  type?: "button" | "submit";
  disabled?: boolean;
  /** Mantine's `loading`: a spinner over the label, the button disabled. */
  loading?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}) {
  const { tag, inner, ...attributes } = useButtonLook(look, disabled, loading);
  return (
    <>
      {tag}
      <button {...attributes} type={type} disabled={disabled || loading} onClick={onClick}>
        {inner}
      </button>
    </>
  );
}

export function ButtonLinkMarkup({ to, params, ...look }: ButtonLookProps & Pick<LinkProps, "to" | "params">) {
  const { tag, inner, ...attributes } = useButtonLook(look);
  return (
    <>
      {tag}
      <Link to={to} params={params} {...attributes}>
        {inner}
      </Link>
    </>
  );
}

/** A button as the <summary> of a <details> menu. */
export function ButtonSummaryMarkup({
  onClick,
  ...look
}: ButtonLookProps & { onClick?: MouseEventHandler<HTMLElement> }) {
  const { tag, inner, ...attributes } = useButtonLook(look);
  return (
    <>
      {tag}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a <summary> is its menu's own button */}
      <summary {...attributes} onClick={onClick}>
        {inner}
      </summary>
    </>
  );
}

/** UnstyledButton: a <button> with no look of its own but the site's focus ring. */
export function UnstyledButtonMarkup({
  className,
  onClick,
  children,
}: {
  className?: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <button
      className={cx(focusRing.ring, className, "m_87cf2631 mantine-UnstyledButton-root")}
      type="button"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A button as a plain link (a page's own address, which a script may handle instead). */
export function ButtonAnchorMarkup({
  href,
  onClick,
  ...look
}: ButtonLookProps & { href: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const { tag, inner, ...attributes } = useButtonLook(look);
  return (
    <>
      {tag}
      <a {...attributes} href={href} onClick={onClick}>
        {inner}
      </a>
    </>
  );
}

/** Button variant="light" fullWidth mt="md" as a router link: a card's closing link. */
export function LightButtonLinkMarkup(props: Pick<LinkProps, "to" | "params"> & { children: ReactNode }) {
  return <ButtonLinkMarkup variant="light" fullWidth mt="md" {...props} />;
}
