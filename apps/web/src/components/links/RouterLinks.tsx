// Mantine's Anchor and Button as typed router links (TanStack's createLink: `to`, `params` and
// `search` are checked against the route tree), drawn as the markup Mantine gives (the button's
// look is ui/ButtonMarkup.tsx's; ui/markup.test.tsx renders both ways and compares): through
// Mantine each brought its provider and the Button its Transition, Loader and UnstyledButton into
// every page. Mantine's stylesheet draws them.
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";
import { type ButtonLookProps, useButtonLook } from "#web/components/ui/ButtonMarkup.tsx";
import { cx } from "#web/components/ui/box-markup.tsx";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color" | "children">;

type ButtonElementProps = ButtonLookProps & AnchorAttributes;

/** Mantine's Button root as an <a>, the link's own class (the router's "active") last. */
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
  ) => {
    const look = { variant, color, size, radius, c, mt, mb, px, miw, leftSection, rightSection, style, children };
    const { tag, inner, ...attributes } = useButtonLook(look);
    return (
      <>
        {tag}
        <a ref={ref} {...attributes} className={cx(attributes.className, className)} {...anchor}>
          {inner}
        </a>
      </>
    );
  },
);

const CreatedButtonLink = createLink(ButtonBase);

export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;

// Its own module, so a page with buttons only does not carry it.
export { AnchorLink } from "./AnchorLink.tsx";
