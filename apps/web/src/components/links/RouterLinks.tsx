// Mantine's Anchor and Button as typed router links (TanStack's createLink: `to`, `params` and
// `search` are checked against the route tree), drawn as the markup Mantine gives for the props
// the public pages use (RouterLinks.test.tsx renders both ways and compares): through Mantine each
// brought its provider and the Button its Transition, Loader and UnstyledButton into every page.
// Mantine's stylesheet draws them.
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, type CSSProperties, forwardRef, type ReactNode } from "react";
import focusRing from "../../lib/focus-ring.module.css";
import { rem, type Size, spacing, themeColor } from "../ui/mantine-markup.tsx";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color">;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");
const border = `${rem(1)} solid`;

/** The colour variables Mantine's resolver gives each variant (the primary colour unless `color`). */
function variantVars(variant: ButtonVariant, color: string | undefined): Record<string, string> {
  const shade = color && /^([a-z]+)\.(\d)$/.exec(color);
  switch (variant) {
    case "filled": {
      if (!shade) {
        return {
          "--button-bg": "var(--mantine-color-oak-filled)",
          "--button-hover": "var(--mantine-color-oak-filled-hover)",
          "--button-color": "var(--mantine-color-white)",
          "--button-bd": `${border} transparent`,
        };
      }
      const [, name, level] = shade;
      const hover = Number(level) === 9 ? 8 : Number(level) + 1;
      return {
        "--button-bg": `var(--mantine-color-${name}-${level})`,
        "--button-hover": `var(--mantine-color-${name}-${hover})`,
        "--button-color": "var(--mantine-color-white)",
        "--button-bd": `${border} transparent`,
      };
    }
    case "default":
      return {
        "--button-bg": "var(--mantine-color-default)",
        "--button-hover": "var(--mantine-color-default-hover)",
        "--button-color": "var(--mantine-color-default-color)",
        "--button-bd": `${border} var(--mantine-color-default-border)`,
      };
    case "light":
      return {
        "--button-bg": "var(--mantine-color-oak-light)",
        "--button-hover": "var(--mantine-color-oak-light-hover)",
        "--button-color": "var(--mantine-color-oak-light-color)",
        "--button-bd": `${border} transparent`,
      };
    case "subtle":
      return {
        "--button-bg": "transparent",
        "--button-hover": "var(--mantine-color-oak-light-hover)",
        "--button-color": "var(--mantine-color-oak-light-color)",
        "--button-bd": `${border} transparent`,
      };
    case "outline":
      return {
        "--button-bg": "transparent",
        "--button-hover": "var(--mantine-color-oak-outline-hover)",
        "--button-color": "var(--mantine-color-oak-outline)",
        "--button-bd": `${border} var(--mantine-color-oak-outline)`,
      };
    case "white":
      return {
        "--button-bg": "var(--mantine-color-white)",
        "--button-hover": "rgba(252, 252, 252, 1)",
        "--button-color": "var(--mantine-color-oak-filled)",
        "--button-bd": `${border} transparent`,
      };
  }
}

export type ButtonVariant = "filled" | "default" | "light" | "subtle" | "outline" | "white";

export interface ButtonLookProps {
  /** Filled in the primary colour unless told. */
  variant?: ButtonVariant;
  /** A theme shade ("citrus.3") for a filled button. */
  color?: string;
  size?: "sm" | "md" | "lg";
  radius?: "md" | "lg" | "xl";
  /** The text colour over the variant's. */
  c?: string;
  mt?: Size;
  mb?: Size;
  px?: Size;
  /** A minimum width in pixels. */
  miw?: number;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** The attributes of Mantine's Button root for `look`, before the element's own. */
export function buttonAttributes(
  { variant, color, size, radius, c, mt, mb, px, miw }: ButtonLookProps,
  own: { style?: CSSProperties | undefined; className?: string | undefined },
) {
  return {
    style: {
      ...(size
        ? {
            "--button-height": `var(--button-height-${size})`,
            "--button-padding-x": `var(--button-padding-x-${size})`,
            "--button-fz": `var(--mantine-font-size-${size})`,
          }
        : {}),
      ...(radius ? { "--button-radius": `var(--mantine-radius-${radius})` } : {}),
      ...variantVars(variant ?? "filled", color),
      ...own.style,
      ...(mt ? { marginTop: spacing(mt) } : {}),
      ...(mb ? { marginBottom: spacing(mb) } : {}),
      ...(px ? { paddingInline: spacing(px) } : {}),
      ...(miw === undefined ? {} : { minWidth: rem(miw) }),
      ...(c ? { color: themeColor(c) } : {}),
    } as CSSProperties,
    className: classes(
      focusRing.ring,
      "mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root",
      own.className,
    ),
    "data-variant": variant,
    "data-size": size,
  };
}

/** The inside of Mantine's Button: its sections around the label. */
export function ButtonInner({
  leftSection,
  rightSection,
  children,
}: {
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className="m_80f1301b mantine-Button-inner">
      {leftSection && (
        <span className="m_a74036a mantine-Button-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_811560b9 mantine-Button-label">{children}</span>
      {rightSection && (
        <span className="m_a74036a mantine-Button-section" data-position="right">
          {rightSection}
        </span>
      )}
    </span>
  );
}

type ButtonElementProps = ButtonLookProps & AnchorAttributes;

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonElementProps>(
  (
    {
      variant,
      color,
      size,
      radius,
      c,
      mt,
      mb,
      px,
      miw,
      leftSection,
      rightSection,
      style,
      className,
      children,
      ...anchor
    },
    ref,
  ) => (
    <a
      ref={ref}
      {...buttonAttributes({ variant, color, size, radius, c, mt, mb, px, miw }, { style, className })}
      data-with-left-section={leftSection ? "true" : undefined}
      data-with-right-section={rightSection ? "true" : undefined}
      {...anchor}
    >
      <ButtonInner leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonInner>
    </a>
  ),
);

interface AnchorLookProps {
  size?: "sm";
  /** Font weight. */
  fw?: 600;
  /** Text colour: a theme colour, or "inherit". */
  c?: string;
  underline?: "hover" | "always";
  /** Takes the font of the text around it (a link inside a heading). */
  inherit?: boolean;
}

type AnchorElementProps = AnchorLookProps & AnchorAttributes;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorElementProps>(
  ({ size, fw, c, underline = "hover", inherit, style, className, ...anchor }, ref) => (
    <a
      ref={ref}
      style={
        {
          ...(size
            ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
            : {}),
          ...style,
          ...(c ? { color: c === "inherit" ? c : themeColor(c) } : {}),
          ...(fw ? { fontWeight: fw } : {}),
        } as CSSProperties
      }
      className={classes(focusRing.ring, "m_849cf0da", className, "m_b6d8b162 mantine-Text-root mantine-Anchor-root")}
      data-size={size}
      data-inherit={inherit ? "true" : undefined}
      data-underline={underline}
      {...anchor}
    />
  ),
);

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;
