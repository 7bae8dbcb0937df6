// What the server says of a form it was sent without a script, read by the form it concerns. The
// server renders the page again with its reply (values and errors) in the query cache, which the
// page carries to the browser, so hydration draws the same form the server did; a sent form
// redirects to the page with `?sent=<form>`, which shows the form's confirmation.
import { FORM_SENT_PARAM, type FormReply, type PublicFormName } from "@chamber/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";

/** The query-cache key the server's reply travels under (entry-server.tsx sets it). */
export const formReplyKey = ["form-reply"] as const;

export function useFormReply(name: PublicFormName): { reply: FormReply | null; sent: boolean } {
  const reply = useQueryClient().getQueryData<FormReply>(formReplyKey);
  const sent = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[FORM_SENT_PARAM] === name,
  });
  return { reply: reply?.form === name ? reply : null, sent };
}
