// The registration settings of an event or a series: taking registrations or not, when they open,
// how many places (or unlimited), when they close, how many places one person may take, the staff's
// questions and a price shown as information. Refused values stay in the form under their fields.
import { MAX_PLACES_LIMIT } from "@chamber/core";
import type { RegistrationSettings, RegistrationSettingsInput } from "@chamber/core/schemas";
import { Checkbox, Group, NumberInput, SegmentedControl, Stack, Switch, Text, TextInput } from "@mantine/core";
import { SiteDateTimeField } from "#web/components/admin/fields/SiteDateTimeField.tsx";
import { FormActions } from "#web/components/admin/scaffold/FormActions.tsx";
import { useEntityForm } from "#web/components/admin/scaffold/use-entity-form.ts";
import { siteZoneName } from "#web/lib/admin/site-zone.ts";
import { QuestionFields } from "./QuestionFields.tsx";
import { registrationFormSpec } from "./registration-form.ts";

export interface RegistrationSettingsFormProps {
  /** The stored settings (or those inherited), null when it never took registrations. */
  settings: RegistrationSettings | null;
  save: (input: RegistrationSettingsInput) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}

export function RegistrationSettingsForm({
  settings,
  save,
  onSaved,
  onCancel,
  pending,
  submitLabel,
}: RegistrationSettingsFormProps) {
  const { form, submit } = useEntityForm(registrationFormSpec, { item: settings, save, onSaved });
  const { open, unlimited, closes } = form.getValues();
  return (
    <form onSubmit={submit} noValidate aria-label="Registration settings">
      <Stack gap="sm">
        <Switch
          label="Take registrations"
          description="Visitors sign up on the event's page"
          {...form.getInputProps("open", { type: "checkbox" })}
        />
        {!open && (
          <Text size="sm" c="dimmed">
            Registration is off: the settings below are kept for when it is turned on.
          </Text>
        )}
        <SiteDateTimeField
          label="Opens"
          timeLabel="Opens at"
          description={`Leave empty to open at once (${siteZoneName})`}
          clearable
          {...form.getInputProps("opensAt")}
        />
        <Stack gap={6}>
          <Checkbox label="Unlimited places" {...form.getInputProps("unlimited", { type: "checkbox" })} />
          {!unlimited && (
            <NumberInput
              label="Capacity"
              description="Places in all; when they are taken, people join the waitlist"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("capacity")}
            />
          )}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="registration-closes">
            Closes
          </Text>
          <SegmentedControl
            aria-labelledby="registration-closes"
            data={[
              { value: "start", label: "At the start" },
              { value: "before", label: "Hours before" },
            ]}
            {...form.getInputProps("closes")}
          />
          {closes === "before" && (
            <NumberInput
              label="Hours before the start"
              required
              min={0.25}
              step={1}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps("closesHours")}
            />
          )}
        </Stack>
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Places per person"
            description={`Most one registration may take (up to ${MAX_PLACES_LIMIT})`}
            min={1}
            max={MAX_PLACES_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            miw={180}
            {...form.getInputProps("maxPlaces")}
          />
        </Group>
        <QuestionFields form={form} />
        <TextInput
          label="Price"
          description="Information only, no payment is taken: e.g. $15 members, $25 guests, pay at the door"
          {...form.getInputProps("priceText")}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
