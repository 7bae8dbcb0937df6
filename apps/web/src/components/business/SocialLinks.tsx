// A business's social profiles as round icons, each named for a screen reader ("Ojai Coffee on
// Instagram"). The links come from the listing's `social`.
import type { Social } from "@chamber/core/schemas";
import {
  type Icon,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from "#web/components/ui/icons.ts";
import focusRing from "#web/lib/focus-ring.module.css";
import classes from "./business-page.module.css";

/** The networks in the order the page shows them, with their names and icons. */
const networks: [keyof Social, string, Icon][] = [
  ["facebook", "Facebook", IconBrandFacebook],
  ["instagram", "Instagram", IconBrandInstagram],
  ["linkedin", "LinkedIn", IconBrandLinkedin],
  ["x", "X", IconBrandX],
  ["youtube", "YouTube", IconBrandYoutube],
  ["tiktok", "TikTok", IconBrandTiktok],
];

export function SocialLinks({ name, social }: { name: string; social: Partial<Social> | null | undefined }) {
  const links = networks.filter(([network]) => typeof social?.[network] === "string" && social[network]);
  if (links.length === 0) return null;
  return (
    <ul className={classes.social} aria-label={`${name} on social media`} data-testid="business-social">
      {links.map(([network, label, NetworkIcon]) => (
        <li key={network}>
          <a
            href={social?.[network]}
            className={`${classes.socialLink} ${focusRing.ring}`}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`${name} on ${label} (opens in a new tab)`}
          >
            <NetworkIcon size={20} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
