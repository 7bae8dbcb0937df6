// Whether this browser reads the deals as a signed-in member. The server renders every page as a
// visitor (members-only deals left out); once the page is the browser's, a browser that noted a
// member's sign-in loads the member's session (lib/auth-token.ts, out of the first script) and asks
// the deals again with it (lib/trpc.ts sends deal.listPage and deal.byId with the member's token),
// so a member sees the members-only deals too (docs/decisions/039-members-only-deals-in-the-browser.md).
import { useEffect, useState } from "react";
import { memberSignedInHint } from "#web/lib/signed-in-hint.ts";
import { trpc } from "#web/lib/trpc.ts";

export function useMemberDeals(): boolean {
  const [member, setMember] = useState(false);
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!memberSignedInHint()) return;
    let left = false;
    void import("#web/lib/auth-token.ts").then(async ({ memberToken }) => {
      const token = memberToken.get() ?? (await memberToken.refresh());
      if (left || !token) return;
      setMember(true);
      await utils.deal.invalidate();
    });
    return () => {
      left = true;
    };
  }, [utils]);
  return member;
}
