// Mantine's Anchor as a typed router link, drawn as the markup Mantine gives for the props the
// public pages use (RouterLinks.tsx, which also exports it, says more).
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, type CSSProperties, forwardRef } from "react";
import { themeColor } from "#web/components/ui/box-markup.tsx";
import focusRing from "#web/lib/focus-ring.module.css";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color">;

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
          ...(c ? { color: themeColor(c) } : {}),
          ...(fw ? { fontWeight: fw } : {}),
        } as CSSProperties
      }
      className={[focusRing.ring, "m_849cf0da", className, "m_b6d8b162 mantine-Text-root mantine-Anchor-root"]
        .filter(Boolean)
        .join(" ")}
      data-size={size}
      data-inherit={inherit ? "true" : undefined}
      data-underline={underline}
      {...anchor}
    />
  ),
);

const CreatedAnchorLink = createLink(AnchorBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;
