// The call to action a list page's heading band carries under its title (/directory's "List or
// update your business", /events' "Submit an event"): a white button link with its icon.
import type { LinkProps } from "@tanstack/react-router";
import { ButtonLink } from "#web/components/links/RouterLinks.tsx";
import type { Icon } from "./icons.ts";

export function PageHeaderAction({
  to,
  icon: ActionIcon,
  children,
}: Pick<LinkProps, "to"> & { icon: Icon; children: string }) {
  return (
    <ButtonLink to={to} mt="md" variant="white" leftSection={<ActionIcon size={18} aria-hidden="true" />}>
      {children}
    </ButtonLink>
  );
}
