// What a listing earned (docs/product.md "Reach"): for the last 90 days, a bar a day of the figure
// chosen, the totals of every figure against the 90 days before (+/- %), and the days as a CSV
// file. A member sees their own business's (GET /account/businesses/{id}/stats); staff any
// business's (GET /businesses/{id}/stats), in the admin. Mantine: /account and /admin draw inside
// MantineScope, and this never reaches a public page.
import { localDate } from "@chamber/core";
import { Alert, Button, Group, Loader, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { saveBlob } from "#web/lib/admin/csv-download.ts";
import { siteZone } from "#web/lib/site-zone.ts";
import { trpc } from "#web/lib/trpc.ts";
import { ReachChart } from "./ReachChart.tsx";
import {
  change,
  type ReachMetric,
  reachCsv,
  reachMetricLabels,
  reachMetrics,
  reachRange,
  splitSpans,
  total,
} from "./reach-figures.ts";

export interface ReachPanelProps {
  businessId: number;
  businessName: string;
  /** "account": the member's own business; "staff": any business, in the admin. */
  door: "account" | "staff";
}

const chartChoices = [
  { value: "views", label: "Views" },
  { value: "impressions", label: "In directory" },
  { value: "websiteClicks", label: "Website" },
  { value: "inquiries", label: "Messages" },
];

export function ReachPanel({ businessId, businessName, door }: ReachPanelProps) {
  const [metric, setMetric] = useState<ReachMetric>("views");
  const [today] = useState(() => localDate(new Date(), siteZone));
  const input = { id: businessId, ...reachRange(today) };
  const account = trpc.account.stats.useQuery(input, { enabled: door === "account" });
  const staff = trpc.reach.stats.useQuery(input, { enabled: door === "staff" });
  const stats = door === "account" ? account : staff;

  if (stats.isPending) return <Loader size="sm" role="status" aria-label="Loading the listing's reach" />;
  if (stats.isError)
    return (
      <Alert color="red" title="The figures could not be loaded">
        {stats.error.message}
      </Alert>
    );

  const { current, previous } = splitSpans(stats.data.days);
  const label = reachMetricLabels[metric];
  const download = () =>
    saveBlob(
      new Blob([reachCsv(current)], { type: "text/csv;charset=utf-8" }),
      `reach-${businessId}-${current[0]?.date ?? today}-${today}.csv`,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>Reach of {businessName}</Title>
          <Text size="sm" c="dimmed">
            The last 90 days, day by day. Counted without cookies; crawlers, visitors who ask not to be tracked, and
            signed-in staff and members are not counted.
          </Text>
        </div>
        <Button variant="light" onClick={download}>
          Download CSV
        </Button>
      </Group>
      <SegmentedControl
        value={metric}
        onChange={(value) => setMetric(value as ReachMetric)}
        data={chartChoices}
        aria-label="Figure shown in the chart"
      />
      <ReachChart days={current} metric={metric} label={label} />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Figure</Table.Th>
            <Table.Th scope="col">Last 90 days</Table.Th>
            <Table.Th scope="col">90 days before</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reachMetrics.map((key) => {
            const now = total(current, key);
            const before = total(previous, key);
            return (
              <Table.Tr key={key}>
                <Table.Th scope="row">{reachMetricLabels[key]}</Table.Th>
                <Table.Td>{now}</Table.Td>
                <Table.Td>{before}</Table.Td>
                <Table.Td>{change(now, before)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
