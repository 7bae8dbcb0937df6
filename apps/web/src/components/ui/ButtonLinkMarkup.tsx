// Mantine's Button as a router link, written out as the markup it gives, for pages whose only
// Mantine buttons are a few links: through Mantine each one brings the Button component with its
// Transition, Loader and UnstyledButton (~4 KB gzip) for a plain <a>. Mantine's stylesheet draws
// the markup; ButtonLinkMarkup.test.tsx renders each look both ways and compares them. Only the
// looks those pages use are offered; the cards' light button is in mantine-markup.tsx.
import { Link, type LinkProps } from "@tanstack/react-router";
import type { CSSProperties, ReactNode } from "react";
import focusRing from "#web/lib/focus-ring.module.css";

const border = "calc(0.0625rem * var(--mantine-scale)) solid";

/** Each look's variant and the colour variables Mantine's resolver gives it. */
const looks = {
  /** variant="filled" in the primary colour. */
  primary: { variant: undefined, vars: { "--button-color": "var(--mantine-color-white)" } },
  /** color="citrus.3" c="oak.9": the bright button on the dark band. */
  citrus: {
    variant: undefined,
    vars: {
      "--button-bg": "var(--mantine-color-citrus-3)",
      "--button-hover": "var(--mantine-color-citrus-4)",
      "--button-color": "var(--mantine-color-white)",
      "--button-bd": `${border} transparent`,
      color: "var(--mantine-color-oak-9)",
    },
  },
  /** variant="outline" color="white", on the dark band. */
  outlineWhite: {
    variant: "outline",
    vars: {
      "--button-bg": "transparent",
      "--button-hover": "rgba(0, 0, 0, 0.05)",
      "--button-color": "white",
      "--button-bd": `${border} white`,
    },
  },
  /** variant="light" in the primary colour. */
  light: {
    variant: "light",
    vars: {
      "--button-bg": "var(--mantine-color-oak-light)",
      "--button-hover": "var(--mantine-color-oak-light-hover)",
      "--button-color": "var(--mantine-color-oak-light-color)",
      "--button-bd": `${border} transparent`,
    },
  },
} as const;

export type ButtonLook = keyof typeof looks;

const sizeMd = {
  "--button-height": "var(--button-height-md)",
  "--button-padding-x": "var(--button-padding-x-md)",
  "--button-fz": "var(--mantine-font-size-md)",
};

export function ButtonLinkMarkup({
  look,
  size,
  children,
  ...link
}: { look: ButtonLook; size?: "md"; children: ReactNode } & Pick<LinkProps, "to">) {
  const { variant, vars } = looks[look];
  return (
    <Link
      style={{ ...(size ? sizeMd : {}), ...vars } as CSSProperties}
      className={`${focusRing.ring} mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root`}
      data-variant={variant}
      data-size={size}
      {...link}
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_811560b9 mantine-Button-label">{children}</span>
      </span>
    </Link>
  );
}
