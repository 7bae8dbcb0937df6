// The members' rules (member-settings.ts) as staff send them: PUT /api/member-settings and the
// admin's Settings form.
import { z } from "zod";
import type { MemberSettings } from "./member-settings.ts";

export const memberSettingsInput = z.object({
  changesNeedApproval: z.boolean({ error: "Members' changes need approval must be true or false" }),
});

export const memberSettingsOutput = z.object({
  changesNeedApproval: z
    .boolean()
    .meta({ description: "Whether a member's change to their listing waits for staff (default true)." }),
}) satisfies z.ZodType<MemberSettings>;
