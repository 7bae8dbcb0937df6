// The home page's Latest Jobs and Member Deals (docs/product.md §2), side by side on wide screens:
// the four newest live posts of each as plain links (the cards of /jobs and /deals would not fit
// the home page's first script, decision 005), each with View All. A visitor's deals: the
// members-only ones are on /deals for a signed-in member (decision 039).
import type { ComponentProps, ReactNode } from "react";
import { PostLinks } from "#web/components/posts/PostLinks.tsx";
import { EmptyState } from "#web/components/ui/EmptyState.tsx";
import { ContainerMarkup } from "#web/components/ui/layout-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";
import classes from "./HomePostsSection.module.css";
import { SectionHeading } from "./HomeSection.tsx";
import { HOME_POSTS } from "./home-limits.ts";

export function HomePostsSection() {
  const jobs = trpc.job.listPage.useQuery(HOME_POSTS);
  const deals = trpc.deal.listPage.useQuery(HOME_POSTS);
  return (
    <ContainerMarkup size="lg" className={classes.pair}>
      <PostsColumn
        id="latest-jobs-title"
        eyebrow="Work local"
        title="Latest Jobs"
        viewAll={{ to: "/jobs", label: "View All Jobs" }}
        query={jobs}
        empty="No open jobs right now. Check back soon."
        list={(posts) => <PostLinks kind="jobs" posts={posts} />}
      />
      <PostsColumn
        id="member-deals-title"
        eyebrow="Save local"
        title="Member Deals"
        viewAll={{ to: "/deals", label: "View All Deals" }}
        query={deals}
        empty="No member deals right now. Check back soon."
        list={(posts) => <PostLinks kind="deals" posts={posts} />}
      />
    </ContainerMarkup>
  );
}

interface PostsColumnProps<Post> extends ComponentProps<typeof SectionHeading> {
  query: { isPending: boolean; isError: boolean; data?: { items: Post[] } };
  empty: string;
  list: (posts: Post[]) => ReactNode;
}

/** One list under its heading: a placeholder while it loads, the empty message, or the links. */
function PostsColumn<Post>({ query, empty, list, ...heading }: PostsColumnProps<Post>) {
  const posts = query.data?.items;
  return (
    <section aria-labelledby={heading.id}>
      <SectionHeading {...heading} />
      {query.isPending ? (
        <div className={classes.loading} role="status" aria-busy="true" aria-label="Loading" />
      ) : posts?.length ? (
        list(posts)
      ) : (
        <EmptyState message={query.isError ? "This list could not be loaded." : empty} />
      )}
    </section>
  );
}
