// The members' rules (member-settings.ts) as staff send them: PUT /api/member-settings and the
// admin's Settings form.
import { z } from "zod";
import type { MemberSettings } from "./member-settings.ts";

/** Each rule omitted keeps its value. */
export const memberSettingsInput = z.object({
  changesNeedApproval: z.boolean({ error: "Members' changes need approval must be true or false" }).optional(),
  postsNeedApproval: z.boolean({ error: "Members' posts need approval must be true or false" }).optional(),
});

export const memberSettingsOutput = z.object({
  changesNeedApproval: z
    .boolean()
    .meta({ description: "Whether a member's change to their listing waits for staff (default true)." }),
  postsNeedApproval: z
    .boolean()
    .meta({ description: "Whether a member's deal or job waits for staff before it shows (default true)." }),
}) satisfies z.ZodType<MemberSettings>;
