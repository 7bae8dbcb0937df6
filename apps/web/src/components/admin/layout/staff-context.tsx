// Who is signed in to the admin and what their role lets them use (docs/decisions/026-staff-roles.md).
// The server refuses whatever a role may not do; the admin only hides it, so a moderator is not
// offered buttons that would answer 403. AdminLayout provides the person from auth.me.
import { roleAllows, type StaffRole } from "@chamber/core";
import { Alert } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import { IconInfoCircle } from "#web/components/ui/icons.ts";
import type { RouterOutputs } from "#web/lib/trpc.ts";

export type SignedInStaff = RouterOutputs["auth"]["me"];

const StaffContext = createContext<SignedInStaff | null>(null);

export function StaffProvider({ staff, children }: { staff: SignedInStaff; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** The signed-in person, or null outside the signed-in dashboard. */
export function useStaff(): SignedInStaff | null {
  return useContext(StaffContext);
}

/**
 * Whether the signed-in person's role reaches `needed`. Outside a provider (a component's own test)
 * everything is allowed: the server decides anyway.
 */
export function useCan(needed: StaffRole): boolean {
  const staff = useStaff();
  return staff ? roleAllows(staff.role, needed) : true;
}

/** Shows `children` only to a role that reaches `requires`. */
export function RoleGate({ requires, children }: { requires: StaffRole; children: ReactNode }) {
  return useCan(requires) ? children : null;
}

/** A screen for `requires` and above: others see why it is not shown to them instead. */
export function ScreenFor({ requires, what, children }: { requires: StaffRole; what: string; children: ReactNode }) {
  if (useCan(requires)) return children;
  const who = requires === "owner" ? "an owner" : "an editor or owner";
  return (
    <Alert
      color="citrus"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      role="status"
      title={requires === "owner" ? "Owners only" : "Editors and owners only"}
    >
      Only {who} can {what}. Ask an owner of this site if you need it.
    </Alert>
  );
}

/** A screen for owners only (Settings, Staff). */
export function OwnerOnly({ what, children }: { what: string; children: ReactNode }) {
  return (
    <ScreenFor requires="owner" what={what}>
      {children}
    </ScreenFor>
  );
}
