// The privacy notice's text (docs/product.md §2, /privacy). It must say what the site really does, so
// each period below is the code's own: sent mail is purged after 30 days, unused photos after a
// day and what staff deleted once its minute of undo has passed, on a pass every six hours
// (apps/server/src/maintenance/purge-unused.ts), a staff session lasts 12 hours
// (packages/api/src/auth/), form counts per address last a minute to an hour
// (packages/api/src/rate-limit/rules.ts); contact messages, newsletter addresses and submissions
// stay until staff delete them. Change the text when one of those changes.
import type { ReactNode } from "react";
import { TextMarkup, TitleMarkup } from "#web/components/ui/mantine-markup.tsx";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import focusRing from "#web/lib/focus-ring.module.css";
import { useSiteFacts } from "#web/lib/site-facts.ts";
import classes from "./PrivacyNotice.module.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <TitleMarkup order={2} size="h3" mb="sm">
        {title}
      </TitleMarkup>
      {children}
    </section>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return (
    <TextMarkup size={null} color="gray.8" mb="sm">
      {children}
    </TextMarkup>
  );
}

export function PrivacyNotice() {
  const facts = useSiteFacts();
  // Underlined: a link inside a sentence must not be told apart by its colour alone.
  const mail = (
    <a href={`mailto:${facts.email}`} className={`${focusRing.ring} ${classes.link}`}>
      {facts.email}
    </a>
  );
  return (
    <PageContainer>
      <div className={classes.notice}>
        <Section title="Who we are">
          <Paragraph>
            This site is run by the {facts.name}, {facts.address}. We keep what you send us only to do what you asked.
            Questions about this notice go to {mail} or {facts.phone}.
          </Paragraph>
        </Section>

        <Section title="What we collect, and why">
          <Paragraph>
            You can read every page without telling us anything. We collect only what you type into a form:
          </Paragraph>
          <ul className={classes.list}>
            <li>
              <strong>The contact form:</strong> your first and last name, e-mail address, subject and message, so that
              we can read your message and answer it.
            </li>
            <li>
              <strong>The newsletter form:</strong> your e-mail address, and nothing else, so that we can send you the
              chamber's news.
            </li>
            <li>
              <strong>Submitting an event or a business listing:</strong> the details of the event or business, a photo
              if you add one, and your own name and e-mail address, so that we can review it, publish it and tell you
              whether we did. The event's or business's details are published once we approve them; your own name and
              e-mail address are never shown on the site.
            </li>
          </ul>
          <Paragraph>
            To keep out spam, the site counts how many forms each network address sends in a short time (a minute for
            messages and sign-ups, an hour for submissions). That count is kept in memory, apart from what you sent, and
            forgotten when the time is up.
          </Paragraph>
        </Section>

        <Section title="Cookies and tracking">
          <Paragraph>
            The public site sets no cookies and uses no analytics, advertising or social-media trackers. Only chamber
            staff who sign in to manage the site, and members who sign in to keep their business's listing, get a
            cookie, which keeps them signed in for up to 12 hours.
          </Paragraph>
        </Section>

        <Section title="Who sees it">
          <Paragraph>
            Only the chamber's staff, who manage the site. When you send a message or a submission, a copy is e-mailed
            to the chamber's staff inbox so that someone sees it promptly, and a reply goes straight back to you. We do
            not sell, rent or share what you send with anyone else.
          </Paragraph>
        </Section>

        <Section title="How long we keep it">
          <ul className={classes.list}>
            <li>
              Contact messages and newsletter addresses: until staff delete them, or you ask us to. What staff delete is
              gone from our database within six hours.
            </li>
            <li>
              Submissions: as our record of what was sent and what we decided, until you ask us to delete them. A photo
              that was never published is removed within a day or so.
            </li>
            <li>The e-mails the site sends (the copies to staff, and our answers about your submission): 30 days.</li>
          </ul>
        </Section>

        <Section title="Your choices">
          <Paragraph>
            You may ask to see what we hold about you, to correct it, or to have it deleted, and to leave the newsletter
            at any time. Write to {mail} from the address you used, and we will do it and confirm.
          </Paragraph>
        </Section>
      </div>
    </PageContainer>
  );
}
