// One person at the door: a row as wide as the screen and tall enough for a thumb. A tap checks
// them in, a tap on a checked-in row undoes it; the button says which it will do.
import type { RegistrationQuestion, StaffRegistration } from "@chamber/core/schemas";
import { Text, UnstyledButton } from "@mantine/core";
import { IconCircleCheck } from "#web/components/ui/icons.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import classes from "./check-in.module.css";
import { answersByLabel } from "./registration-text.ts";

export interface CheckInRowProps {
  person: StaffRegistration;
  questions: readonly RegistrationQuestion[];
  disabled: boolean;
  onToggle: () => void;
}

export function CheckInRow({ person, questions, disabled, onToggle }: CheckInRowProps) {
  const inside = person.checkedInAt !== null;
  const answers = answersByLabel(questions, person.answers);
  return (
    <UnstyledButton
      className={classes.row}
      data-checked={inside || undefined}
      aria-pressed={inside}
      disabled={disabled}
      onClick={onToggle}
      data-testid="check-in-row"
    >
      <span className={classes.mark} aria-hidden>
        {inside && <IconCircleCheck size={28} />}
      </span>
      <span className={classes.who}>
        <Text fw={600} size="lg" className={classes.name}>
          {person.name}
          {person.places > 1 && ` (${person.places} places)`}
        </Text>
        <Text size="sm" c="dimmed" className={classes.detail}>
          {inside && person.checkedInAt
            ? `Checked in ${formatSiteDate(person.checkedInAt, "time")} · tap to undo`
            : "Tap to check in"}
        </Text>
        {answers.length > 0 && (
          <Text size="sm" className={classes.detail}>
            {answers.map(({ label, answer }) => `${label}: ${answer}`).join(" · ")}
          </Text>
        )}
      </span>
    </UnstyledButton>
  );
}
