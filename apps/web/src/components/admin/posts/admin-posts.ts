// The Deals & jobs tab's one list of two kinds: each deal and job with what the tab filters and
// draws them by (its kind, its state, its window), newest first.

import { dealWindow, jobWindow, type PostState, postState } from "#web/components/posts/post-state.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type AdminDeal = RouterOutputs["deal"]["list"][number];
export type AdminJob = RouterOutputs["job"]["list"][number];

export type AdminPost = { kind: "deal"; post: AdminDeal } | { kind: "job"; post: AdminJob };

export const postKindLabels = { deal: "Deal", job: "Job" } as const;

export const postKey = (item: AdminPost) => `${item.kind}-${item.post.id}`;

export const windowOf = (item: AdminPost) => (item.kind === "deal" ? dealWindow(item.post) : jobWindow(item.post));

export const adminPostState = (item: AdminPost, now: Date): PostState =>
  postState({ reviewState: item.post.reviewState, ...windowOf(item) }, now);

/** Both lists in one, the most recently created first. */
export function mergePosts(deals: AdminDeal[] | undefined, jobs: AdminJob[] | undefined): AdminPost[] | undefined {
  if (!deals || !jobs) return undefined;
  const all: AdminPost[] = [
    ...deals.map((post) => ({ kind: "deal" as const, post })),
    ...jobs.map((post) => ({ kind: "job" as const, post })),
  ];
  return all.sort((a, b) => Date.parse(b.post.createdAt) - Date.parse(a.post.createdAt));
}
