// The owners' switch "Require two-step sign-in for every staff account". An owner turns it on only
// once their own is on (the server says so too), or it would shut them out of everything else.
import { Switch } from "@mantine/core";
import { writeWithToasts } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";

export function TwoStepPolicySwitch({ ownTwoStep }: { ownTwoStep: boolean }) {
  const utils = trpc.useUtils();
  const policy = trpc.staffSecurity.twoStepPolicy.useQuery({});
  const save = trpc.staffSecurity.setTwoStepPolicy.useMutation();
  const required = policy.data?.required ?? false;

  const toggle = (next: boolean) =>
    void writeWithToasts(() => save.mutateAsync({ required: next }), {
      success: next ? "Two-step sign-in is now required for every staff account" : "Two-step sign-in is optional again",
      failure: "Could not change the two-step policy",
    }).then(() => Promise.all([utils.staffSecurity.twoStepPolicy.invalidate(), utils.auth.twoStepStatus.invalidate()]));

  return (
    <Switch
      label="Require two-step sign-in for every staff account"
      description={
        ownTwoStep
          ? "Staff without it are taken to set it up before anything else."
          : "Turn on two-step sign-in for your own account first."
      }
      checked={required}
      disabled={policy.isPending || save.isPending || (!ownTwoStep && !required)}
      onChange={(event) => toggle(event.currentTarget.checked)}
    />
  );
}
