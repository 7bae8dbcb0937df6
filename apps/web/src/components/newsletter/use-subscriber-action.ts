// The forms of a subscriber's pages once the script runs: the same action as the posted form
// (apps/server/src/forms/newsletter-posts.ts), through the API, and the page's data replaced by
// the answer. Without a script the page comes back with `?sent=<action>` or `?problem=<action>`,
// which this reads, so both ways say the same.
import type { NewsletterList } from "@chamber/core/schemas";
import { useRouterState } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { trpc } from "#web/lib/trpc.ts";

export type SubscriberAction = "confirm" | "unsubscribe" | "lists";

const asAction = (value: unknown) => (typeof value === "string" ? (value as SubscriberAction) : undefined);

export function useSubscriberAction(token: string) {
  const utils = trpc.useUtils();
  const confirm = trpc.newsletter.confirm.useMutation();
  const unsubscribe = trpc.newsletter.unsubscribe.useMutation();
  const save = trpc.newsletter.updatePreferences.useMutation();
  const search = useRouterState({ select: (state) => state.location.search as { sent?: unknown; problem?: unknown } });
  const [answer, setAnswer] = useState({ sent: asAction(search.sent), problem: asAction(search.problem) });
  const [pending, setPending] = useState<SubscriberAction | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const action = asAction(fields.get("action")) ?? "lists";
    setPending(action);
    try {
      const view =
        action === "confirm"
          ? await confirm.mutateAsync({ token })
          : action === "unsubscribe"
            ? await unsubscribe.mutateAsync({ token })
            : await save.mutateAsync({ token, lists: fields.getAll("lists") as NewsletterList[] });
      utils.newsletter.preferences.setData({ token }, view);
      setAnswer({ sent: action, problem: undefined });
    } catch {
      setAnswer({ sent: undefined, problem: action });
    } finally {
      setPending(null);
    }
  };

  return { ...answer, pending, formProps: { method: "post", onSubmit } };
}
