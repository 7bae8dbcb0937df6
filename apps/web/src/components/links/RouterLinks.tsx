// Mantine's Anchor and Button as typed router links (TanStack's createLink: `to`, `params` and
// `search` are checked against the route tree), drawn as the markup Mantine gives for the props
// the public pages use (RouterLinks.test.tsx renders both ways and compares): through Mantine each
// brought its provider and the Button its Transition, Loader and UnstyledButton into every page.
// Mantine's stylesheet draws them.
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, type CSSProperties, forwardRef, type ReactNode } from "react";
import { rem, type Size, spacing, themeColor } from "#web/components/ui/mantine-markup.tsx";
import focusRing from "#web/lib/focus-ring.module.css";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color">;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");
const border = `${rem(1)} solid`;

const transparent = `${border} transparent`;

/** Each variant's background, hover, text colour and border, as Mantine's resolver gives them. */
const variants: Record<Exclude<ButtonVariant, "filled">, readonly [string, string, string, string]> = {
  default: [
    "var(--mantine-color-default)",
    "var(--mantine-color-default-hover)",
    "var(--mantine-color-default-color)",
    `${border} var(--mantine-color-default-border)`,
  ],
  light: [
    "var(--mantine-color-oak-light)",
    "var(--mantine-color-oak-light-hover)",
    "var(--mantine-color-oak-light-color)",
    transparent,
  ],
  subtle: ["transparent", "var(--mantine-color-oak-light-hover)", "var(--mantine-color-oak-light-color)", transparent],
  outline: [
    "transparent",
    "var(--mantine-color-oak-outline-hover)",
    "var(--mantine-color-oak-outline)",
    `${border} var(--mantine-color-oak-outline)`,
  ],
  white: ["var(--mantine-color-white)", "rgba(252, 252, 252, 1)", "var(--mantine-color-oak-filled)", transparent],
};

/** The colour variables of a variant (the primary colour unless a filled button's `color` shade). */
function variantVars(variant: ButtonVariant, color: string | undefined): Record<string, string> {
  const shade = color && /^([a-z]+)\.(\d)$/.exec(color);
  const [bg, hover, text, bd] =
    variant !== "filled"
      ? variants[variant]
      : shade
        ? [
            `var(--mantine-color-${shade[1]}-${shade[2]})`,
            `var(--mantine-color-${shade[1]}-${Number(shade[2]) === 9 ? 8 : Number(shade[2]) + 1})`,
            "var(--mantine-color-white)",
            transparent,
          ]
        : [
            "var(--mantine-color-oak-filled)",
            "var(--mantine-color-oak-filled-hover)",
            "var(--mantine-color-white)",
            transparent,
          ];
  return { "--button-bg": bg, "--button-hover": hover, "--button-color": text, "--button-bd": bd };
}

type ButtonVariant = "filled" | "default" | "light" | "subtle" | "outline" | "white";

interface ButtonLookProps {
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
function buttonAttributes(
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
function ButtonInner({
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

const CreatedButtonLink = createLink(ButtonBase);

export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;

// Its own module, so a page with buttons only does not carry it.
export { AnchorLink } from "./AnchorLink.tsx";
