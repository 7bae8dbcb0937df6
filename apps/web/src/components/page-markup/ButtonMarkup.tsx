// Mantine's Button as the markup it gives (box-markup.tsx), as a <button> or a router link: through
// Mantine each one brings its Transition, Loader and UnstyledButton (~4 KB gzip). Only the variants,
// sizes and sections the public pages use are offered. Mantine's stylesheet draws it;
// page-markup.test.tsx renders each use both ways.
import { Link, type LinkProps } from "@tanstack/react-router";
import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";
import { cx, rem, type StyleProps, useBoxStyle } from "./box-markup.tsx";

const border = `${rem(1)} solid`;

/** Each variant's colour variables in the primary colour, as Mantine's resolver gives them. */
const variants = {
  filled: { "--button-color": "var(--mantine-color-white)" },
  light: {
    "--button-bg": "var(--mantine-color-oak-light)",
    "--button-hover": "var(--mantine-color-oak-light-hover)",
    "--button-color": "var(--mantine-color-oak-light-color)",
    "--button-bd": `${border} transparent`,
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
    "--button-bd": `${border} transparent`,
  },
  default: {
    "--button-bg": "var(--mantine-color-default)",
    "--button-hover": "var(--mantine-color-default-hover)",
    "--button-color": "var(--mantine-color-default-color)",
    "--button-bd": `${border} var(--mantine-color-default-border)`,
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
 * "Remove") has the primary's variables with the colour swapped in; citrus.3 (filled, the bright
 * button on the dark band) and white (outlined, on the same band) are used in one variant each and
 * resolve to their own.
 */
const ownColours = {
  "citrus.3": {
    "--button-bg": "var(--mantine-color-citrus-3)",
    "--button-hover": "var(--mantine-color-citrus-4)",
    "--button-color": "var(--mantine-color-white)",
    "--button-bd": `${border} transparent`,
  },
  white: {
    "--button-bg": "transparent",
    "--button-hover": "rgba(0, 0, 0, 0.05)",
    "--button-color": "white",
    "--button-bd": `${border} white`,
  },
} as const;

function colourVars(variant: Variant, color: ButtonLookProps["color"]): Record<string, string> {
  if (color === "red")
    return Object.fromEntries(
      Object.entries(variants[variant]).map(([name, value]) => [name, value.replace("-oak-", "-red-")]),
    );
  return color ? ownColours[color] : variants[variant];
}

export interface ButtonLookProps extends Pick<StyleProps, "mt" | "mb" | "px" | "w" | "c"> {
  variant?: Variant;
  color?: "red" | keyof typeof ownColours;
  size?: "md";
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

function useButtonLook(
  {
    variant,
    color,
    size,
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
      ...colourVars(variant ?? "filled", color),
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
