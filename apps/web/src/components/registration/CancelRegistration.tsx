// "Cancel my registration" on the registrant's own page, in two steps so one tap cannot cancel:
// a link to the page's confirming step (`?cancel=1`), whose form posts the cancellation — through
// the API with a script, to the page without one (apps/server/src/forms/form-posts.ts), which
// answers the page again saying it is cancelled.
import { publicForms } from "@chamber/core";
import { PublicForm } from "#web/components/forms/PublicForm.tsx";
import { usePublicForm } from "#web/components/forms/use-public-form.ts";
import { ButtonAnchorMarkup, ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { CardMarkup, GroupMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";

export function CancelRegistration({
  token,
  confirming,
  eventTitle,
}: {
  token: string;
  confirming: boolean;
  eventTitle: string;
}) {
  const utils = trpc.useUtils();
  const cancel = trpc.registration.cancelMine.useMutation();
  const form = usePublicForm({
    name: "registrationCancel",
    read: publicForms.registrationCancel.read,
    send: async (input) => utils.registration.mine.setData({ token }, await cancel.mutateAsync(input)),
  });

  if (!confirming)
    return (
      <GroupMarkup>
        <ButtonAnchorMarkup href="?cancel=1" variant="outline" c="red.8">
          Cancel my registration
        </ButtonAnchorMarkup>
      </GroupMarkup>
    );
  return (
    <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="cancel-title">
      <PublicForm name="registrationCancel" state={form} label="Cancel my registration">
        <TitleMarkup order={2} size="h4" id="cancel-title">
          Cancel your registration?
        </TitleMarkup>
        <TextMarkup size="sm">
          Your places for {eventTitle} go to the next person on the waitlist. You can register again while places are
          left.
        </TextMarkup>
        <input type="hidden" name="token" value={token} />
        <GroupMarkup>
          <ButtonMarkup type="submit" color="red" loading={form.pending}>
            Yes, cancel my registration
          </ButtonMarkup>
          <ButtonAnchorMarkup href="?" variant="default">
            Keep my registration
          </ButtonAnchorMarkup>
        </GroupMarkup>
      </PublicForm>
    </CardMarkup>
  );
}
