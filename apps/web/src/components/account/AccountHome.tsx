// /account once signed in: who the member is, their businesses (each in an AccountBusinessPanel,
// which the listing's tools extend), and the two ways out: this browser, or every browser.
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { SkeletonMarkup } from "#web/components/ui/layout-markup.tsx";
import { GroupMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { isUnauthorized } from "#web/lib/admin/session.ts";
import { memberToken } from "#web/lib/auth-token.ts";
import { trpc } from "#web/lib/trpc.ts";
import { AccountBusinessPanel } from "./AccountBusinessPanel.tsx";

export function AccountHome() {
  const me = trpc.account.me.useQuery({});
  const signOut = trpc.account.signOut.useMutation();
  const everywhere = trpc.account.signOutEverywhere.useMutation();
  const navigate = useNavigate();

  // A session that ended elsewhere (signed out everywhere, access removed): the guard takes over.
  useEffect(() => {
    if (me.error && isUnauthorized(me.error)) memberToken.set(null);
  }, [me.error]);

  const leave = async (call: typeof signOut | typeof everywhere) => {
    try {
      await call.mutateAsync({});
    } catch {
      // Refused or unreachable: the tab forgets its token all the same.
    }
    // Away first, then the token goes: the guard, seeing no token, would leave without saying why.
    await navigate({ to: "/account/sign-in", search: { signedOut: 1 }, replace: true });
    memberToken.set(null);
  };

  if (me.error && !isUnauthorized(me.error))
    return (
      <AlertMarkup color="red" role="alert" title="Your account could not be loaded">
        Please reload the page in a moment.
      </AlertMarkup>
    );
  if (!me.data) return <SkeletonMarkup height={120} radius="md" aria-hidden />;

  const { name, email, businesses } = me.data;
  return (
    <StackMarkup gap="xl">
      <StackMarkup gap={4}>
        <TextMarkup>
          Signed in as <strong>{name}</strong> ({email})
        </TextMarkup>
      </StackMarkup>
      <StackMarkup gap="md" component="section" aria-labelledby="your-businesses">
        <TitleMarkup order={2} id="your-businesses">
          Your businesses
        </TitleMarkup>
        {businesses.length === 0 ? (
          <TextMarkup c="gray.7">
            No business is linked to your account yet. Once staff approve your claim, it appears here.
          </TextMarkup>
        ) : (
          businesses.map((business) => <AccountBusinessPanel key={business.id} business={business} />)
        )}
      </StackMarkup>
      <GroupMarkup gap="sm">
        <ButtonMarkup variant="outline" loading={signOut.isPending} onClick={() => void leave(signOut)}>
          Sign out
        </ButtonMarkup>
        <ButtonMarkup variant="subtle" loading={everywhere.isPending} onClick={() => void leave(everywhere)}>
          Sign out everywhere
        </ButtonMarkup>
      </GroupMarkup>
    </StackMarkup>
  );
}
