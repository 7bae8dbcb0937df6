// The owners' policy "require two-step sign-in for every staff account": a setting row, read
// through the read cache on every admin call of a person without two-step (a setting write drops
// it). While it is on, such a person may only see who they are, sign out and set two-step up; the
// admin procedure refuses the rest with 403 TWO_STEP_REQUIRED (trpc.ts), which sends the
// dashboard to the set-up screen.
import { TWO_STEP_REQUIRED_CODE, TWO_STEP_REQUIRED_MESSAGE } from "@chamber/core/schemas";
import { TRPCError } from "@trpc/server";
import { cacheKey } from "../cache/cache-keys.ts";
import type { InnerContext } from "../context.ts";
import { CodedError } from "../contract/coded-error.ts";

export const TWO_STEP_POLICY_KEY = "staff.requireTwoStep";

export async function twoStepRequired(ctx: Pick<InnerContext, "cache" | "prisma">): Promise<boolean> {
  return ctx.cache.get(cacheKey.settings.staff(), async () => {
    const row = await ctx.prisma.setting.findUnique({ where: { key: TWO_STEP_POLICY_KEY }, select: { value: true } });
    return row?.value === "true";
  });
}

export const twoStepRequiredError = () =>
  new TRPCError({
    code: "FORBIDDEN",
    message: TWO_STEP_REQUIRED_MESSAGE,
    cause: new CodedError(TWO_STEP_REQUIRED_CODE, TWO_STEP_REQUIRED_MESSAGE),
  });
