// A short list of jobs or deals as plain links, each with its business and when it closes or ends:
// the home page's "Latest jobs" and "Member deals" and a business's page draw them so. Lighter
// than the cards of /jobs and /deals, which neither page's first script has room for.
import { formatInZone } from "@chamber/core";
import { Link } from "@tanstack/react-router";
import { TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import classes from "./PostLinks.module.css";

interface LinkedPost {
  id: number;
  title: string;
  business: { name: string };
}

export type PostLinksProps =
  | { kind: "jobs"; posts: readonly (LinkedPost & { closesAt: string })[]; showBusiness?: boolean }
  | { kind: "deals"; posts: readonly (LinkedPost & { endsAt: string })[]; showBusiness?: boolean };

export function PostLinks({ kind, posts, showBusiness = true }: PostLinksProps) {
  return (
    <ul className={classes.list} data-testid={`${kind}-links`}>
      {posts.map((post) => {
        const end = "closesAt" in post ? `Closes ${formatInZone(post.closesAt, "card")}` : "";
        const ends = "endsAt" in post ? `Ends ${formatInZone(post.endsAt, "card")}` : end;
        return (
          <li key={post.id}>
            <Link
              to={kind === "jobs" ? "/jobs/$id" : "/deals/$id"}
              params={{ id: String(post.id) }}
              className={classes.link}
            >
              {post.title}
            </Link>
            <TextMarkup size="sm" color="gray.7">
              {showBusiness ? `${post.business.name} · ${ends}` : ends}
            </TextMarkup>
          </li>
        );
      })}
    </ul>
  );
}
