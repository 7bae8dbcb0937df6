// The dry run's answer row by row: the counts (with the rows skipped counted as such), a filter by
// outcome, and one page of rows at a time — refused rows first — as a table on a wide screen and
// cards on a phone. A file of 5,000 rows draws 50.
import type { ImportRow } from "@chamber/core/schemas";
import { Card, Group, Pagination, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import classes from "#web/components/admin/admin.module.css";
import { clampPage, pageCount, pageSlice } from "#web/lib/admin/list-view.ts";
import { type OutcomeCounts, type RowFilter, rowOutcome, rowsText, visibleRows } from "./import-plan.ts";
import { MatchText, OutcomeBadge, RowProblems, SkipToggle } from "./RowOutcome.tsx";

const PAGE_SIZE = 50;

interface RowsProps {
  rows: readonly ImportRow[];
  skip: ReadonlySet<number>;
  onToggleSkip: (row: number, skipped: boolean) => void;
}

export function DryRunRows({ rows, skip, onToggleSkip, counts }: RowsProps & { counts: OutcomeCounts }) {
  const [filter, setFilter] = useState<RowFilter>("all");
  const [page, setPage] = useState(1);
  const wide = useMediaQuery("(min-width: 48em)", true, { getInitialValueInEffect: false });
  const shown = visibleRows(rows, skip, filter);
  const current = clampPage(page, shown.length, PAGE_SIZE);
  const pageRows = pageSlice(shown, current, PAGE_SIZE);
  const choices: { value: RowFilter; label: string }[] = [
    { value: "all", label: `All (${rows.length})` },
    { value: "refused", label: `Refused (${counts.refused})` },
    { value: "create", label: `Create (${counts.create})` },
    { value: "update", label: `Update (${counts.update})` },
    { value: "skipped", label: `Skipped (${counts.skipped})` },
  ];
  const list = { rows: pageRows, skip, onToggleSkip };
  return (
    <section aria-labelledby="import-rows-title">
      <Title order={3} size="h4" id="import-rows-title" mb={4}>
        Dry run
      </Title>
      <Text size="sm" mb="sm" data-testid="import-counts">
        {counts.create} to create · {counts.update} to update · {counts.refused} refused · {counts.skipped} skipped
      </Text>
      <Select
        label="Show"
        data={choices}
        value={filter}
        onChange={(value) => {
          setFilter((value ?? "all") as RowFilter);
          setPage(1);
        }}
        allowDeselect={false}
        w={220}
        mb="sm"
      />
      {shown.length === 0 ? (
        <Text c="dimmed" py="md">
          No rows to show here.
        </Text>
      ) : wide ? (
        <RowsTable {...list} />
      ) : (
        <RowCards {...list} />
      )}
      {pageCount(shown.length, PAGE_SIZE) > 1 && (
        <Group component="nav" aria-label="Pages of rows" gap="sm" mt="md" wrap="wrap">
          <Pagination
            total={pageCount(shown.length, PAGE_SIZE)}
            value={current}
            onChange={setPage}
            siblings={1}
            getItemProps={(number) => ({ "aria-label": `Page ${number}` })}
          />
          <Text size="sm" c="dimmed">
            {rowsText(shown.length)}
          </Text>
        </Group>
      )}
    </section>
  );
}

function RowsTable({ rows, skip, onToggleSkip }: RowsProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" className={classes.table} data-testid="import-rows">
        <Table.Caption className={classes.visuallyHidden}>
          Rows of the file and what an apply does with each
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Business</Table.Th>
            <Table.Th scope="col">Outcome</Table.Th>
            <Table.Th scope="col">Match</Table.Th>
            <Table.Th scope="col">Problems</Table.Th>
            <Table.Th scope="col">Skip</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-row={row.row}>
              <Table.Td w={56}>{row.row}</Table.Td>
              <Table.Th scope="row">{row.name || <Text c="dimmed">(no name)</Text>}</Table.Th>
              <Table.Td w={120}>
                <OutcomeBadge outcome={rowOutcome(row, skip)} />
              </Table.Td>
              <Table.Td w={200}>
                <MatchText row={row} />
              </Table.Td>
              <Table.Td>
                <RowProblems row={row} />
              </Table.Td>
              <Table.Td w={80}>
                <SkipToggle row={row} skipped={skip.has(row.row)} onToggle={onToggleSkip} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCards({ rows, skip, onToggleSkip }: RowsProps) {
  return (
    <Stack gap="sm" data-testid="import-rows">
      {rows.map((row) => (
        <Card
          key={row.row}
          withBorder
          padding="sm"
          component="article"
          aria-label={`Row ${row.row}: ${row.name || "no name"}`}
          data-row={row.row}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div className={classes.rowBody}>
              <Text size="xs" c="dimmed">
                Row {row.row}
              </Text>
              <Text fw={600} className={classes.breakAnywhere}>
                {row.name || "(no name)"}
              </Text>
            </div>
            <OutcomeBadge outcome={rowOutcome(row, skip)} />
          </Group>
          <Stack gap={6} mt={6}>
            <MatchText row={row} />
            <RowProblems row={row} />
            <SkipToggle row={row} skipped={skip.has(row.row)} onToggle={onToggleSkip} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
