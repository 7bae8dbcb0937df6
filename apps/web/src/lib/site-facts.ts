// The chamber's facts (name, contact details, social links) for the site's shell and pages. The
// root route's loader reads them on the server, so the first response carries them and the browser
// starts with them in its query cache; until a read answers, the seeded chamber's stand in.
import { defaultSiteFacts, type SiteFacts } from "@chamber/core";
import { trpc } from "./trpc.ts";

export function useSiteFacts(): SiteFacts {
  // Facts change rarely and a save in the admin refreshes them: no refetch on focus or mount.
  const facts = trpc.setting.facts.useQuery({}, { staleTime: Number.POSITIVE_INFINITY });
  return facts.data ?? defaultSiteFacts;
}
