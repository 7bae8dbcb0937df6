// One dry-run row's parts, shared by the table (wide screens) and the cards (phones): its outcome
// badge, the business it updates and by which rule, its problems, and the skip toggle.
import type { ImportRow } from "@chamber/core/schemas";
import { Badge, type BadgeVariant, Checkbox, List, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";
import { matchRuleText, type RowOutcome } from "./import-plan.ts";

const looks: Record<RowOutcome, { label: string; color: string; variant: BadgeVariant }> = {
  create: { label: "Create", color: "oak", variant: "filled" },
  update: { label: "Update", color: "oak", variant: "outline" },
  refused: { label: "Refused", color: "red.8", variant: "filled" },
  skipped: { label: "Skipped", color: "gray.7", variant: "outline" },
};

export function OutcomeBadge({ outcome }: { outcome: RowOutcome }) {
  const look = looks[outcome];
  return (
    // Never cut short: the table's column and the card's corner give it its own width.
    <Badge color={look.color} variant={look.variant} style={{ flexShrink: 0, overflow: "visible" }}>
      {look.label}
    </Badge>
  );
}

/** "Business #12, same website domain", or a dash for a new one. */
export function MatchText({ row }: { row: ImportRow }) {
  if (!row.matchedBy || row.businessId === undefined)
    return (
      <Text size="sm" c="dimmed">
        New business
      </Text>
    );
  return (
    <Text size="sm">
      Business #{row.businessId}, {matchRuleText[row.matchedBy]}
    </Text>
  );
}

export function RowProblems({ row }: { row: ImportRow }) {
  if (!row.errors || row.errors.length === 0) return null;
  return (
    <List size="sm" spacing={2} c="red.9" className={classes.breakAnywhere}>
      {row.errors.map((error) => (
        <List.Item key={`${error.field}:${error.message}`}>{error.message}</List.Item>
      ))}
    </List>
  );
}

export function SkipToggle({
  row,
  skipped,
  onToggle,
}: {
  row: ImportRow;
  skipped: boolean;
  onToggle: (row: number, skipped: boolean) => void;
}) {
  return (
    <Checkbox
      label="Skip"
      aria-label={`Skip row ${row.row}`}
      checked={skipped}
      onChange={(event) => onToggle(row.row, event.currentTarget.checked)}
    />
  );
}
