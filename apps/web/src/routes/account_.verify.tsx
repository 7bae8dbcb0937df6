// /account/verify?token=…: where a mailed sign-in link (or a claim's or an invitation's) lands. It
// shows a button rather than signing in on arrival, so a mail scanner's GET spends nothing; the
// press signs in and goes to /account (VerifyLinkForm, with or without a script). Never cached:
// the address holds the link's secret.
import { createFileRoute, useSearch } from "@tanstack/react-router";
import classes from "#web/components/account/Account.module.css";
import { VerifyLinkForm } from "#web/components/account/VerifyLinkForm.tsx";
import { CardMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { privateHead } from "#web/lib/head.ts";
import { useHydrationMark } from "#web/lib/hydration-mark.ts";
import { tokenOfSearch } from "#web/lib/token-search.ts";

export const Route = createFileRoute("/account_/verify")({
  head: ({ match }) => privateHead(match.context, "Sign in to your account", "Finish signing in with your link."),
  headers: () => ({ "cache-control": "private, no-store" }),
  component: VerifyPage,
});

function VerifyPage() {
  useHydrationMark();
  const token = useSearch({ strict: false, select: tokenOfSearch }) ?? "";
  return (
    <>
      <PageHeader title="Sign in to your account" breadcrumbs={[{ label: "Home", to: "/" }, { label: "Sign in" }]} />
      <PageContainer>
        <CardMarkup withBorder radius="md" padding="lg" className={classes.narrow}>
          <VerifyLinkForm token={token} />
        </CardMarkup>
      </PageContainer>
    </>
  );
}
