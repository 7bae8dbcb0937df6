// /account once signed in (the guard is account.tsx's): the member's businesses and the ways out.
import { createFileRoute } from "@tanstack/react-router";
import { AccountHome } from "#web/components/account/AccountHome.tsx";

export const Route = createFileRoute("/account/")({
  component: AccountHome,
});
