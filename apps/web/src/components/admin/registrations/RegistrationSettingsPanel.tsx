// An event's registration settings, or (for an occurrence) its series': every date of a series
// takes the series' settings and counts its own places, unless that date was given its own here.
import { Alert, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AdminEvent } from "#web/components/admin/events/event-form.ts";
import { ListState } from "#web/components/admin/scaffold/ListState.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { RegistrationSettingsForm } from "./RegistrationSettingsForm.tsx";

type Whose = "event" | "series";

export function RegistrationSettingsPanel({ event, onDone }: { event: AdminEvent; onDone: () => void }) {
  const seriesId = event.seriesId;
  const [whose, setWhose] = useState<Whose>("event");
  const utils = trpc.useUtils();
  const own = trpc.registration.settings.useQuery({ id: event.id });
  const series = trpc.registration.seriesSettings.useQuery(
    { id: seriesId ?? 0 },
    { enabled: seriesId !== null && whose === "series" },
  );
  const updateEvent = trpc.registration.updateSettings.useMutation();
  const updateSeries = trpc.registration.updateSeriesSettings.useMutation();
  const query = whose === "series" ? series : own;
  const inherited = whose === "event" && own.data?.from === "series";

  return (
    <Stack gap="sm">
      {seriesId !== null && (
        <Alert variant="light" color="blue" title="This event repeats" data-testid="registration-whose">
          <Radio.Group
            label="Settings of"
            value={whose}
            onChange={(value) => setWhose(value === "series" ? "series" : "event")}
          >
            <Stack gap={6} mt={6}>
              <Radio value="event" label="This date only" />
              <Radio
                value="series"
                label="The whole series"
                description="Every date takes them and counts its own places, except dates given their own"
              />
            </Stack>
          </Radio.Group>
        </Alert>
      )}
      {inherited && (
        <Text size="sm" data-testid="registration-inherited">
          This date uses its series' settings. Saving here gives it settings of its own.
        </Text>
      )}
      <ListState query={query} count={1} empty="" what="the registration settings">
        <RegistrationSettingsForm
          // A fresh form for the other settings; a refetch in the background never resets what is typed.
          key={whose}
          settings={query.data ?? null}
          save={(input) =>
            whose === "series" && seriesId !== null
              ? updateSeries.mutateAsync({ ...input, id: seriesId })
              : updateEvent.mutateAsync({ ...input, id: event.id })
          }
          onSaved={() => {
            void utils.registration.invalidate();
            onDone();
          }}
          onCancel={onDone}
          pending={updateEvent.isPending || updateSeries.isPending}
          submitLabel={whose === "series" ? "Save for the series" : "Save settings"}
        />
      </ListState>
    </Stack>
  );
}
