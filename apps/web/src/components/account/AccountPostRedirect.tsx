// The reminder mail's link to one of the member's posts (/account/jobs/{id}, /account/deals/{id}):
// finds it among the member's own and opens its business's tab with the post's form; a post that
// is not theirs (or no longer exists) says so.
import { Anchor, Loader, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { trpc } from "#web/lib/trpc.ts";
import { AccountMessage, AccountReadFailed } from "./AccountBusinessPage.tsx";

export function AccountPostRedirect({ kind, id }: { kind: "job" | "deal"; id: number }) {
  const deals = trpc.deal.mine.useQuery({}, { enabled: kind === "deal", retry: false });
  const jobs = trpc.job.mine.useQuery({}, { enabled: kind === "job", retry: false });
  const query = kind === "deal" ? deals : jobs;
  if (query.isError) return <AccountReadFailed error={query.error} />;
  if (!query.data)
    return (
      <AccountMessage title={kind === "job" ? "Your job" : "Your deal"}>
        <Loader size="sm" role="status" aria-label="Loading" />
      </AccountMessage>
    );
  const post = query.data.find((one) => one.id === id);
  if (!post)
    return (
      <AccountMessage title={kind === "job" ? "Job not found" : "Deal not found"}>
        <Text>It is not one of your business's posts, or it was deleted.</Text>
        <Anchor href="/account">Your businesses</Anchor>
      </AccountMessage>
    );
  return (
    <Navigate
      to="/account/businesses/$id"
      params={{ id: String(post.businessId) }}
      search={{ tab: kind === "job" ? "jobs" : "deals", post: id }}
      replace
    />
  );
}
