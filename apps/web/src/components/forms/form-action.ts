// Where a public form posts without a script, and where its confirmation's "send another" leads:
// its page (or, for the newsletter, the page it is on), at the form itself.
import { formAnchor, formPage, type PublicFormName } from "@chamber/core";
import { useRouterState } from "@tanstack/react-router";

export function useFormAction(name: PublicFormName): string {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return `${formPage(name, pathname)}#${formAnchor(name)}`;
}
