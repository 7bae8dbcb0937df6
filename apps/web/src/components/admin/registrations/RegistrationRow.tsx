// One person in an event's registrations: name, e-mail, places, status (with their place in the
// waitlist), checked in or not, their answers by question, and the editor's Promote and Cancel.
import type { RegistrationQuestion, StaffRegistration } from "@chamber/core/schemas";
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { RoleGate } from "#web/components/admin/layout/staff-context.tsx";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { answersByLabel } from "./registration-text.ts";

// The admin's badge colours that pass contrast (StatusBadge.tsx).
const statusLook = {
  confirmed: { color: "oak", variant: "filled" },
  waitlisted: { color: "bluff.9", variant: "outline" },
  cancelled: { color: "gray.7", variant: "outline" },
} as const;

function statusLabel(registration: StaffRegistration): string {
  if (registration.status === "waitlisted" && registration.waitlistPosition !== null) {
    return `Waitlisted #${registration.waitlistPosition}`;
  }
  return registration.status === "confirmed"
    ? "Confirmed"
    : registration.status === "cancelled"
      ? "Cancelled"
      : "Waitlisted";
}

export interface RegistrationRowProps {
  registration: StaffRegistration;
  questions: readonly RegistrationQuestion[];
  onCancel: () => void;
  onPromote: () => void;
  promoting: boolean;
}

export function RegistrationRow({ registration, questions, onCancel, onPromote, promoting }: RegistrationRowProps) {
  const answers = answersByLabel(questions, registration.answers);
  return (
    <Card withBorder padding="sm" component="article" aria-label={registration.name} data-testid="registration">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} className={classes.rowBody}>
          <Group gap="xs">
            <Title order={4} size="h5" className={classes.breakAnywhere}>
              {registration.name}
            </Title>
            <Badge size="sm" radius="sm" tt="none" {...statusLook[registration.status]}>
              {statusLabel(registration)}
            </Badge>
            {registration.places > 1 && (
              <Badge size="sm" radius="sm" tt="none" variant="outline" color="gray.8">
                {registration.places} places
              </Badge>
            )}
            {registration.checkedInAt && (
              <Badge size="sm" radius="sm" tt="none" variant="filled" color="bluff.9">
                Checked in {formatSiteDate(registration.checkedInAt, "time")}
              </Badge>
            )}
            {registration.addedByStaff && (
              <Badge size="sm" radius="sm" tt="none" variant="outline" color="gray.8">
                Added by staff
              </Badge>
            )}
          </Group>
          <Text size="sm" className={classes.breakAnywhere}>
            {registration.email}
          </Text>
          {answers.map(({ label, answer }) => (
            <Text size="sm" key={label} className={classes.breakAnywhere}>
              <Text span c="dimmed" inherit>
                {label}:
              </Text>{" "}
              {answer}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            Registered {formatSiteDate(registration.createdAt, "full")}
          </Text>
        </Stack>
        {registration.status !== "cancelled" && (
          <RoleGate requires="editor">
            <Group gap="xs">
              {registration.status === "waitlisted" && (
                <Button size="xs" variant="light" onClick={onPromote} loading={promoting}>
                  Promote<VisuallyHidden> {registration.name}</VisuallyHidden>
                </Button>
              )}
              <Button size="xs" variant="light" color="red" onClick={onCancel}>
                Cancel<VisuallyHidden> {registration.name}'s registration</VisuallyHidden>
              </Button>
            </Group>
          </RoleGate>
        )}
      </Group>
    </Card>
  );
}
