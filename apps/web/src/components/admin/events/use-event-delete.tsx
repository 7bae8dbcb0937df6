// Deleting from the Events tab, its list and its edit form alike: the question (DeleteEventModal),
// then the one-event delete (an occurrence's date is skipped) or the whole series' delete, each with
// the undo toast of every admin delete (use-delete-item.tsx, decision 013).
import { useState } from "react";
import { useDeleteItem } from "#web/components/admin/scaffold/use-delete-item.tsx";
import { trpc } from "#web/lib/trpc.ts";
import { DeleteEventModal, type DeleteScope } from "./DeleteEventModal.tsx";
import type { AdminEvent } from "./event-form.ts";

export interface EventDeleteOptions {
  /** Every event of the list, to count a series' occurrences. */
  events: AdminEvent[] | undefined;
  /** After a delete or an undo: refresh the lists. */
  onChanged: () => unknown;
  /** After a delete: e.g. close the edit dialog of what was deleted. */
  onDeleted: (event: AdminEvent, scope: DeleteScope) => unknown;
  /** Shows a restored event in the list. */
  onRestored: (restored: unknown) => unknown;
}

export function useEventDelete({ events, onChanged, onDeleted, onRestored }: EventDeleteOptions) {
  const remove = trpc.event.delete.useMutation();
  const restore = trpc.event.restore.useMutation();
  const removeSeries = trpc.eventSeries.delete.useMutation();
  const restoreSeries = trpc.eventSeries.restore.useMutation();
  // The event stays while the dialog closes, so its words do not change during the transition.
  const [asking, setAsking] = useState<{ event: AdminEvent | null; opened: boolean }>({ event: null, opened: false });
  const [scope, setScope] = useState<DeleteScope>("occurrence");
  const close = () => setAsking((current) => ({ ...current, opened: false }));

  const restored = async (item: unknown) => {
    await onChanged();
    await onRestored(item);
  };
  const one = useDeleteItem<AdminEvent>({
    remove: (event) => remove.mutateAsync({ id: event.id }),
    restore: (event) => restore.mutateAsync({ id: event.id }),
    what: "Event",
    onDeleted: async (event) => {
      await onDeleted(event, "occurrence");
      await onChanged();
    },
    onRestored: restored,
  });
  const series = useDeleteItem<AdminEvent>({
    remove: (event) => removeSeries.mutateAsync({ id: event.seriesId ?? 0 }),
    // The series comes back with its occurrences; the list shows the one that was asked about.
    restore: async (event) => {
      await restoreSeries.mutateAsync({ id: event.seriesId ?? 0 });
      return event;
    },
    what: "Series",
    onDeleted: async (event) => {
      await onDeleted(event, "series");
      await onChanged();
    },
    onRestored: restored,
  });

  const seriesId = asking.event?.seriesId ?? null;
  const seriesSize = seriesId === null ? 0 : (events ?? []).filter((event) => event.seriesId === seriesId).length;
  const confirm = () => {
    const { event, opened } = asking;
    if (!event || !opened) return;
    close();
    (seriesId !== null && scope === "series" ? series : one).request(event);
  };

  return {
    /** Asks about `event`; for an occurrence, with `preset` chosen (this occurrence by default). */
    request: (event: AdminEvent, preset: DeleteScope = "occurrence") => {
      setScope(preset);
      setAsking({ event, opened: true });
    },
    /** Whether this event is being deleted (its Delete button spins). */
    isDeleting: (event: AdminEvent) => one.isDeleting(event) || series.isDeleting(event),
    modal: (
      <DeleteEventModal
        event={asking.event}
        opened={asking.opened}
        scope={scope}
        onScopeChange={setScope}
        seriesSize={seriesSize}
        onConfirm={confirm}
        onCancel={close}
      />
    ),
  };
}
