// The page a confirmation mail links to (/newsletter/confirm/$token): opening it changes nothing,
// since mail scanners open links too; the subscriber confirms with the button, a form that posts
// without a script (apps/server/src/forms/newsletter-posts.ts) and goes through the API with one.
import type { SubscriberView } from "@chamber/core/schemas";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { ButtonAnchorMarkup, ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import classes from "./SubscriberPages.module.css";
import { listWords } from "./subscriber-words.ts";
import { useSubscriberAction } from "./use-subscriber-action.ts";

export function ConfirmSubscription({ token, view }: { token: string; view: SubscriberView }) {
  const form = useSubscriberAction(token);
  const manage = `/newsletter/unsubscribe/${encodeURIComponent(token)}`;
  const ended = view.status === "unsubscribed" || view.status === "bounced";

  return (
    <>
      <PageHeader
        title="Confirm your subscription"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News", to: "/news" }, { label: "Newsletter" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg" className={classes.page}>
          {view.status === "confirmed" && (
            <AlertMarkup
              role="status"
              color="oak"
              icon={<IconCircleCheck aria-hidden="true" />}
              title="You are subscribed"
            >
              {view.email} will receive {listWords(view.lists)}. You can change your lists or unsubscribe at any time,
              from the link at the foot of every newsletter.
            </AlertMarkup>
          )}
          {view.status === "pending" && (
            <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="confirm-title">
              <form
                {...form.formProps}
                action={`/newsletter/confirm/${encodeURIComponent(token)}`}
                aria-label="Confirm my subscription"
              >
                <StackMarkup gap="md">
                  <TitleMarkup order={2} size="h4" id="confirm-title">
                    One more step
                  </TitleMarkup>
                  <TextMarkup>
                    Press the button to start receiving {listWords(view.lists)} at {view.email}. Nothing is sent to you
                    before.
                  </TextMarkup>
                  <input type="hidden" name="action" value="confirm" />
                  <div>
                    <ButtonMarkup type="submit" loading={form.pending === "confirm"}>
                      Confirm my subscription
                    </ButtonMarkup>
                  </div>
                </StackMarkup>
              </form>
            </CardMarkup>
          )}
          {ended && (
            <AlertMarkup role="status" color="gray" title="This subscription has ended">
              {view.email} no longer receives the newsletter. To receive it again, sign up with the newsletter form on
              the news page.
            </AlertMarkup>
          )}
          {!ended && (
            <div>
              <ButtonAnchorMarkup href={manage} variant="default">
                Choose lists or unsubscribe
              </ButtonAnchorMarkup>
            </div>
          )}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
