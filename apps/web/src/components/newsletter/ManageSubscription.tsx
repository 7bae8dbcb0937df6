// The page every newsletter's unsubscribe link opens (/newsletter/unsubscribe/$token):
// "Unsubscribe" in one press, and the lists to receive (news, events digest, members-only). Both
// are forms that post without a script (apps/server/src/forms/newsletter-posts.ts) and go through
// the API with one; the page then says what was done.
import type { NewsletterList, SubscriberView } from "@chamber/core/schemas";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { ButtonMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import classes from "./SubscriberPages.module.css";
import { listWords, newsletterListLabels, newsletterListNames, statusWords } from "./subscriber-words.ts";
import { useSubscriberAction } from "./use-subscriber-action.ts";

const listHints: Record<NewsletterList, string> = {
  news: "The chamber's news, about once a month.",
  events: "What is on in the valley in the weeks ahead.",
  members: "For member businesses: programs, deadlines and benefits.",
};

const saved = <IconCircleCheck aria-hidden="true" />;

export function ManageSubscription({ token, view }: { token: string; view: SubscriberView }) {
  const form = useSubscriberAction(token);
  const action = `/newsletter/unsubscribe/${encodeURIComponent(token)}`;
  const ended = view.status === "unsubscribed" || view.status === "bounced";

  return (
    <>
      <PageHeader
        title="Your newsletter subscription"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "News", to: "/news" }, { label: "Newsletter" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg" className={classes.page}>
          {view.status === "unsubscribed" && (
            <AlertMarkup role="status" color="oak" icon={saved} title="You are unsubscribed">
              {view.email} will receive no more newsletters from us. Changed your mind? Sign up again with the
              newsletter form on the news page.
            </AlertMarkup>
          )}
          {!ended && form.sent === "lists" && (
            <AlertMarkup role="status" color="oak" icon={saved} title="Your lists are saved">
              {view.email} will receive {listWords(view.lists)}.
            </AlertMarkup>
          )}
          <TextMarkup>
            <strong>{view.email}</strong> — {statusWords[view.status]}
            {!ended && `: ${listWords(view.lists)}`}.
          </TextMarkup>
          {!ended && (
            <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="unsubscribe-title">
              <form {...form.formProps} action={action} aria-label="Unsubscribe">
                <StackMarkup gap="md">
                  <TitleMarkup order={2} size="h4" id="unsubscribe-title">
                    Unsubscribe
                  </TitleMarkup>
                  <TextMarkup size="sm">Stop every newsletter to this address, at once.</TextMarkup>
                  <input type="hidden" name="action" value="unsubscribe" />
                  <div>
                    <ButtonMarkup type="submit" color="red" loading={form.pending === "unsubscribe"}>
                      Unsubscribe
                    </ButtonMarkup>
                  </div>
                </StackMarkup>
              </form>
            </CardMarkup>
          )}
          {!ended && (
            <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="lists-title">
              <form {...form.formProps} action={action} aria-label="Newsletter lists">
                <StackMarkup gap="md">
                  <TitleMarkup order={2} size="h4" id="lists-title">
                    Or choose what you receive
                  </TitleMarkup>
                  <input type="hidden" name="action" value="lists" />
                  <fieldset
                    className={classes.lists}
                    aria-describedby={form.problem === "lists" ? "lists-error" : undefined}
                  >
                    <legend className={classes.legend}>Lists</legend>
                    {newsletterListNames.map((list) => {
                      const locked = list === "members" && !view.membersListAllowed;
                      return (
                        <label key={list} className={classes.choice} data-disabled={locked || undefined}>
                          <input
                            type="checkbox"
                            name="lists"
                            value={list}
                            defaultChecked={view.lists.includes(list)}
                            disabled={locked}
                          />
                          <span>
                            <span className={classes.choiceLabel}>{newsletterListLabels[list]}</span>
                            <span className={classes.hint}>
                              {locked ? "For the address of a member account." : listHints[list]}
                            </span>
                          </span>
                        </label>
                      );
                    })}
                  </fieldset>
                  {form.problem === "lists" && (
                    <p id="lists-error" role="alert" className={classes.error}>
                      Choose at least one list, or unsubscribe.
                    </p>
                  )}
                  <div>
                    <ButtonMarkup type="submit" loading={form.pending === "lists"}>
                      Save my lists
                    </ButtonMarkup>
                  </div>
                </StackMarkup>
              </form>
            </CardMarkup>
          )}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
