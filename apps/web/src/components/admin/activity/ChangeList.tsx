// An entry's changed fields, `field: old → new`, readable: values cut short and on one line
// (lib/admin/change-text.ts), a created or deleted row's fields without the side that is empty, and
// a long list folded after a few lines with a button to show the rest.
import { Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { changedFields, changeText } from "#web/lib/admin/change-text.ts";

const FOLDED = 4;

export interface ChangeListProps {
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

export function ChangeList({ action, changes }: ChangeListProps) {
  const [open, setOpen] = useState(false);
  const fields = changedFields(changes);
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  const shown = open ? fields : fields.slice(0, FOLDED);
  return (
    <Stack gap={2} className={classes.breakAnywhere}>
      {shown.map((field) => {
        const [before, after] = changes[field] ?? [null, null];
        return (
          <Text key={field} size="xs" title={`${field}: ${changeText(before, 10_000)} → ${changeText(after, 10_000)}`}>
            <Text span fw={600} size="xs">
              {field}
            </Text>
            {": "}
            {action === "create" ? (
              changeText(after)
            ) : action === "delete" ? (
              changeText(before)
            ) : (
              <>
                <Text span size="xs" td="line-through" c="dimmed">
                  {changeText(before)}
                </Text>
                {" → "}
                {changeText(after)}
              </>
            )}
          </Text>
        );
      })}
      {fields.length > FOLDED && (
        <Button variant="subtle" size="compact-xs" onClick={() => setOpen(!open)} w="fit-content">
          {open ? "Show fewer" : `Show ${fields.length - FOLDED} more`}
        </Button>
      )}
    </Stack>
  );
}
