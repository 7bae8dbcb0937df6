// A newsletter subscriber's pages, by the token of their mailed links (docs/product.md "Newsletter"):
// /newsletter/confirm/$token, where the confirmation mail leads (opening it confirms nothing, since
// mail scanners open links: its button does, docs/decisions/037-newsletter-double-opt-in.md), and
// /newsletter/unsubscribe/$token, which every issue links to (unsubscribe, or choose the lists).
// One route for both: every route's config is in each page's first script, the home page's too.
// Never indexed, never cached; an unknown link or step is the site's 404.
import { createFileRoute, notFound } from "@tanstack/react-router";
import { PageSkeleton } from "#web/components/content/PageSkeleton.tsx";
import { ConfirmSubscription } from "#web/components/newsletter/ConfirmSubscription.tsx";
import { ManageSubscription } from "#web/components/newsletter/ManageSubscription.tsx";
import { BackButton, NotFoundMessage } from "#web/components/ui/NotFoundMessage.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { loadPageData } from "#web/lib/route-data.ts";
import { trpc } from "#web/lib/trpc.ts";

const steps = ["confirm", "unsubscribe"];

export const Route = createFileRoute("/newsletter/$step/$token")({
  head: ({ match }) => privateHead(match.context, "Your newsletter", "Your newsletter subscription."),
  headers: () => ({ "cache-control": "private, no-store" }),
  loader: ({ context, params }) => {
    if (!steps.includes(params.step)) throw notFound();
    return loadPageData(context.trpc.newsletter.preferences.ensureData({ token: params.token }));
  },
  component: SubscriberPage,
});

function SubscriberPage() {
  const { step, token } = Route.useParams();
  const view = trpc.newsletter.preferences.useQuery({ token }, { retryOnMount: false });
  useHydrationMark();
  if (view.isError || !steps.includes(step))
    return (
      <NotFoundMessage
        title="Subscription Not Found"
        text="This link does not lead to a subscription. Check that the whole link from your e-mail was opened."
        back={<BackButton to="/news">Back to News</BackButton>}
      />
    );
  if (view.isPending) return <PageSkeleton label="Loading your subscription" />;
  const Page = step === "confirm" ? ConfirmSubscription : ManageSubscription;
  return <Page token={token} view={view.data} />;
}
