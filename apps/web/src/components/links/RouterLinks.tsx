// Mantine's Anchor and Button as typed router links (TanStack's createLink): `to`, `params` and
// `search` are checked against the route tree, which `<Anchor component={Link}>` loses.
import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import { forwardRef } from "react";

type AnchorElementProps = Omit<AnchorProps, "href"> & Omit<React.ComponentPropsWithoutRef<"a">, keyof AnchorProps>;
type ButtonElementProps = Omit<ButtonProps, "href"> & Omit<React.ComponentPropsWithoutRef<"a">, keyof ButtonProps>;

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => <Anchor ref={ref} {...props} />);
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => <CreatedAnchorLink {...props} />;
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => <CreatedButtonLink {...props} />;
