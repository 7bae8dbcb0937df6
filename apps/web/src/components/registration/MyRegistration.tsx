// A registrant's own page (routes/registrations.$token.tsx): the event, their places and status
// (their place in line on the waitlist), their answers, the QR code of this page to show at the
// door, and "Cancel my registration" with a confirming step, which works without a script too (a
// link to `?cancel=1`, then a posted form). A browser that signed in to the admin is offered the
// staff's check-in of this person (the admin checks the session itself).
import { formatEventTime, formatInZone } from "@chamber/core";
import type { RegistrationView } from "@chamber/core/schemas";
import { useEffect, useState } from "react";
import { AlertMarkup } from "#web/components/forms/AlertMarkup.tsx";
import { ButtonAnchorMarkup } from "#web/components/ui/ButtonMarkup.tsx";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { CardMarkup, StackMarkup, TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import { PageHeader } from "#web/components/ui/PageHeader.tsx";
import { AnchorLinkMarkup } from "#web/components/ui/text-markup.tsx";
import { staffSignedInHint } from "#web/lib/signed-in-hint.ts";
import { CancelRegistration } from "./CancelRegistration.tsx";
import classes from "./MyRegistration.module.css";
import { receiptTitle } from "./registration-words.ts";

const statusText = (view: RegistrationView) =>
  ({
    confirmed: view.checkedInAt ? `Confirmed — checked in ${formatInZone(view.checkedInAt, "time")}` : "Confirmed",
    waitlisted: `On the waitlist${view.waitlistPosition ? ` — number ${view.waitlistPosition} in line` : ""}`,
    cancelled: "Cancelled",
  })[view.status];

const answerText = (value: string | boolean | undefined) =>
  value === true ? "Yes" : value === false ? "No" : value || "—";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <TextMarkup size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.05em">
        {label}
      </TextMarkup>
      <TextMarkup size="sm">{children}</TextMarkup>
    </div>
  );
}

export interface MyRegistrationProps {
  token: string;
  view: RegistrationView;
  /** The form just sent without a script (`?sent=`), whose answer the page gives. */
  sent: string | undefined;
  /** `?cancel=1`: the confirming step of a cancellation. */
  confirming: boolean;
}

export function MyRegistration({ token, view, sent, confirming }: MyRegistrationProps) {
  const [staff, setStaff] = useState(false);
  // Read after hydration: the server cannot know, and the first render must match its HTML.
  useEffect(() => setStaff(staffSignedInHint()), []);
  const cancelled = view.status === "cancelled";
  const { event } = view;
  const answer =
    cancelled && (sent === "registrationCancel" || sent === undefined)
      ? "Your registration is cancelled"
      : sent === "registration" && view.status !== "cancelled"
        ? receiptTitle(view.status)
        : null;

  return (
    <>
      <PageHeader
        title="Your registration"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Events", to: "/events" }, { label: "Your registration" }]}
      />
      <PageContainer>
        <StackMarkup gap="lg" className={classes.page}>
          {answer && (
            <AlertMarkup role="status" color="oak" icon={<IconCircleCheck aria-hidden="true" />} title={answer}>
              {cancelled
                ? "Your places are free for others."
                : "The confirmation, with your calendar invite and this page's link, is in your e-mail."}
            </AlertMarkup>
          )}
          <CardMarkup withBorder radius="md" padding="lg" component="section" aria-labelledby="registration-event">
            <TitleMarkup order={2} size="h3" id="registration-event" mb="sm">
              <AnchorLinkMarkup to="/events/$id" params={{ id: String(event.id) }} inherit>
                {event.title}
              </AnchorLinkMarkup>
            </TitleMarkup>
            <div className={classes.columns}>
              <StackMarkup gap="sm">
                <Row label="Date and time">
                  {formatInZone(event.date, event.allDay ? "long" : "full")} · {formatEventTime(event)}
                </Row>
                <Row label="Location">{event.location}</Row>
                <Row label="Name">{view.name}</Row>
                <Row label="E-mail">{view.email}</Row>
                <Row label="Places">{view.places}</Row>
                <Row label="Status">
                  <span data-testid="registration-status">{statusText(view)}</span>
                </Row>
                {view.questions.map((question) => (
                  <Row key={question.id} label={question.label}>
                    {answerText(view.answers[question.id])}
                  </Row>
                ))}
              </StackMarkup>
              {!cancelled && (
                <figure className={classes.qr}>
                  <img
                    src={`/registrations/${encodeURIComponent(token)}/qr.svg`}
                    width={180}
                    height={180}
                    alt="QR code of this page"
                  />
                  <figcaption>Show this at the door.</figcaption>
                </figure>
              )}
            </div>
          </CardMarkup>
          {staff && !cancelled && (
            <ButtonAnchorMarkup href={`/admin/events/${event.id}/check-in?registration=${view.id}`} variant="filled">
              Check in (staff)
            </ButtonAnchorMarkup>
          )}
          {view.canCancel && <CancelRegistration token={token} confirming={confirming} eventTitle={event.title} />}
        </StackMarkup>
      </PageContainer>
    </>
  );
}
