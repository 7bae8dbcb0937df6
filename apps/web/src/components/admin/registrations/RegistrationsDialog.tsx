// An event's registrations in one dialog: the people (everyone's to see) and the settings (an
// editor's). Closing over unsaved settings asks first (form-guard.tsx); saving them shows no item in
// the events list (they are not an event).
import { Tabs } from "@mantine/core";
import { useContext, useState } from "react";
import type { AdminEvent } from "#web/components/admin/events/event-form.ts";
import { useCan } from "#web/components/admin/layout/staff-context.tsx";
import { AdminModal } from "#web/components/admin/scaffold/AdminModal.tsx";
import { FormGuardContext, useDiscardGuard } from "#web/components/admin/scaffold/form-guard.tsx";
import { SavedItemContext } from "#web/components/admin/scaffold/saved-item.ts";
import { formatSiteDate } from "#web/lib/admin/site-zone.ts";
import { RegistrationSettingsPanel } from "./RegistrationSettingsPanel.tsx";
import { RegistrationsPanel } from "./RegistrationsPanel.tsx";

export type RegistrationsTab = "people" | "settings";

export interface RegistrationsDialogProps {
  /** The event whose registrations are shown; null when closed. */
  event: AdminEvent | null;
  tab: RegistrationsTab;
  onClose: () => void;
}

function RegistrationsTabs({
  event,
  firstTab,
  onClose,
}: {
  event: AdminEvent;
  firstTab: RegistrationsTab;
  onClose: () => void;
}) {
  const guard = useContext(FormGuardContext);
  const mayEdit = useCan("editor");
  const [tab, setTab] = useState<RegistrationsTab>(firstTab);
  const choose = (value: string | null) => {
    const next = value === "settings" ? "settings" : "people";
    // Leaving the settings with unsaved changes asks first; the other tab's panel is not kept.
    if (guard) guard.requestClose(() => setTab(next));
    else setTab(next);
  };
  return (
    <Tabs value={mayEdit ? tab : "people"} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="people">People</Tabs.Tab>
        {mayEdit && <Tabs.Tab value="settings">Settings</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="people">
        <RegistrationsPanel eventId={event.id} eventTitle={event.title} />
      </Tabs.Panel>
      {mayEdit && (
        <Tabs.Panel value="settings">
          <RegistrationSettingsPanel event={event} onDone={onClose} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

export function RegistrationsDialog({ event, tab, onClose }: RegistrationsDialogProps) {
  const { guard, prompt, asking } = useDiscardGuard();
  return (
    <FormGuardContext.Provider value={guard}>
      <SavedItemContext.Provider value={null}>
        <AdminModal
          opened={event !== null}
          onClose={() => guard.requestClose(onClose)}
          closeOnEscape={!asking}
          title={event ? `Registrations: ${event.title}, ${formatSiteDate(event.date, "card")}` : "Registrations"}
        >
          {/* Opened for another event or tab: a fresh start there. */}
          {event && <RegistrationsTabs key={`${event.id}-${tab}`} event={event} firstTab={tab} onClose={onClose} />}
        </AdminModal>
        {/* Beside the dialog, not in it: its Escape must not bubble to the dialog's own. */}
        {prompt}
      </SavedItemContext.Provider>
    </FormGuardContext.Provider>
  );
}
