// A form on a business's page ("Send a message", "Is this your business?"): a public form sent with
// a one-time form token. The page is kept by the page cache, so it carries no token of its own: with
// a script the form fetches one (and a new one after each send); without one, the first post comes
// back with the typed values and a token (apps/server/src/forms/form-posts.ts), which is used here.
import { useFormReply } from "#web/components/forms/form-reply.ts";
import { type PublicFormOptions, usePublicForm } from "#web/components/forms/use-public-form.ts";
import { useFormToken } from "#web/components/submissions/use-submission.ts";

export function useListingForm<Input>(options: PublicFormOptions<Input>) {
  const { token, renew } = useFormToken();
  const { reply } = useFormReply(options.name);
  const form = usePublicForm({
    ...options,
    send: async (input) => {
      try {
        await options.send(input);
      } finally {
        renew();
      }
    },
  });
  return { form, token: token ?? reply?.formToken };
}
