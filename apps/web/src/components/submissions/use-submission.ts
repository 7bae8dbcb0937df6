// What both public submission forms share: the form token (fetched in the browser once the page
// is up, never rendered into a cached page), the send, and reading the server's refusals back
// into the form: field errors under their fields, a spam-check or rate-limit refusal as a message.
import { SPAM_CHECK_CODE } from "@chamber/core";
import type { UseFormReturnType } from "@mantine/form";
import { TRPCClientError } from "@trpc/client";
import { useState } from "react";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { trpc } from "../../lib/trpc.ts";

interface ErrorData {
  fieldErrors?: Record<string, string[] | undefined> | null;
  errorCode?: string | null;
  httpStatus?: number;
}

function useFormToken() {
  const token = trpc.submission.token.useQuery(
    {},
    {
      // One token per send: a fresh one after each, never a shared or remembered one.
      enabled: typeof window !== "undefined",
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: 2,
    },
  );
  return { token: token.data?.token, renew: () => void token.refetch() };
}

/** The message for a refused send, setting field errors on the form when the server named fields. */
function readSendError(error: unknown, form: { setErrors(errors: object): void }): string {
  const data = (error instanceof TRPCClientError ? error.data : null) as ErrorData | null;
  if (data?.errorCode === SPAM_CHECK_CODE) return (error as Error).message;
  if (data?.httpStatus === 429) return "Too many submissions from this connection. Please try again in an hour.";
  const fields = data?.fieldErrors;
  if (fields && Object.keys(fields).length > 0) {
    form.setErrors(Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages?.[0] ?? ""])));
    return "Please correct the highlighted fields.";
  }
  if (data?.httpStatus === 404)
    return "That listing is no longer in the directory. Choose another, or send a new listing.";
  return "Your submission could not be sent. Please try again later.";
}

/**
 * The send of a submission form: validates, sends with the form's token, then shows the receipt
 * (to the e-mail given) or the refusal; a fresh token follows every send, accepted or not.
 */
export function useSubmissionSend<Values>({
  form,
  send,
  emailOf,
}: {
  form: UseFormReturnType<Values>;
  send: (values: Values, formToken: string | undefined) => Promise<unknown>;
  emailOf: (values: Values) => string;
}) {
  const { token, renew } = useFormToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values, token);
      setSentTo(emailOf(values).trim());
      form.reset();
    } catch (error) {
      setProblem(readSendError(error, form));
    } finally {
      renew();
    }
  }, focusFirstError);

  return { token, sentTo, problem, onSubmit, sendAnother: () => setSentTo(null) };
}
