// The door's view, made for a phone: the event, how many are in ("18 of 42 checked in"), a search
// by name that filters as it is typed, and each confirmed person a big row that checks them in (or
// undoes it) with one tap. Opened from a confirmation's QR code (?registration=<id>) it shows that
// person first. Every staff role may check people in.
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { IconArrowLeft, IconSearch } from "#web/components/ui/icons.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { CheckInRow } from "./CheckInRow.tsx";
import classes from "./check-in.module.css";
import { checkedInText, matchesSearch } from "./registration-text.ts";
import { useCheckIn } from "./use-check-in.tsx";

const DOOR_REFRESH_MS = 10_000;

export interface CheckInViewProps {
  eventId: number;
  /** The person a QR code opened, shown alone until "Everyone" is chosen. */
  registrationId: number | undefined;
  onShowEveryone: () => void;
}

export function CheckInView({ eventId, registrationId, onShowEveryone }: CheckInViewProps) {
  const event = trpc.event.byId.useQuery({ id: eventId, scope: "all" });
  // Two phones at the door see each other's check-ins within a few seconds.
  const list = trpc.registration.list.useQuery({ id: eventId }, { refetchInterval: DOOR_REFRESH_MS });
  const [typed, setTyped] = useState("");
  const { toggle } = useCheckIn(eventId);
  const questions = list.data?.settings?.questions ?? [];
  const everyone = (list.data?.registrations ?? []).filter((person) => person.status === "confirmed");
  const opened =
    registrationId === undefined ? undefined : list.data?.registrations.find((p) => p.id === registrationId);
  const shown =
    registrationId !== undefined ? (opened ? [opened] : []) : everyone.filter((person) => matchesSearch(person, typed));

  return (
    <Stack gap="sm" className={classes.view}>
      <Anchor component={Link} to="/admin/events" size="sm" className={classes.back}>
        <IconArrowLeft size={14} aria-hidden /> Events
      </Anchor>
      <div>
        <Title order={2} size="h3" className={classes.title}>
          {event.data ? `Check-in: ${event.data.title}` : "Check-in"}
        </Title>
        {event.data && (
          <Text size="sm" c="dimmed">
            {formatSiteDate(event.data.date, "full")}
          </Text>
        )}
      </div>
      {list.data && (
        <Text size="lg" fw={600} role="status" data-testid="checked-in-count">
          {checkedInText(list.data.counts.checkedIn, list.data.counts.confirmed)}
        </Text>
      )}
      {registrationId === undefined ? (
        <TextInput
          type="search"
          size="md"
          label="Find by name"
          placeholder="Type part of a name"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={typed}
          onChange={(change) => setTyped(change.currentTarget.value)}
          autoComplete="off"
        />
      ) : (
        <Button variant="light" onClick={onShowEveryone}>
          Show everyone
        </Button>
      )}
      {registrationId !== undefined && list.data && opened?.status !== "confirmed" && (
        <Alert color="citrus" variant="light" role="alert" title="Not on the list to check in">
          {opened
            ? opened.status === "waitlisted"
              ? `${opened.name} is on the waitlist, not confirmed.`
              : `${opened.name}'s registration was cancelled.`
            : "This registration is not one of this event's."}
        </Alert>
      )}
      <ListState
        query={list}
        count={everyone.length}
        empty="Nobody is registered to check in."
        what="the registrations"
      >
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            Nobody's name matches "{typed}".
          </Text>
        ) : (
          <ul className={classes.rows} aria-label="People to check in">
            {shown.map((person) => (
              <li key={person.id}>
                <CheckInRow
                  person={person}
                  questions={questions}
                  disabled={person.status !== "confirmed"}
                  onToggle={() => toggle(person)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </Stack>
  );
}
