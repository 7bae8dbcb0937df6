// Checking people in at the door: the tap shows at once (the list's cached copy is changed before
// the server answers) and a refusal puts it back and says so. Each check-in's toast offers Undo.
import type { RegistrationList } from "@chamber/core/schemas";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { UndoMessage } from "#web/components/admin/scaffold/UndoMessage.tsx";
import { notifyFailure, notifySuccess } from "#web/lib/admin/notify.ts";
import { toast } from "#web/lib/toast.ts";
import { trpc } from "#web/lib/trpc.ts";
import { withCheckIn } from "./check-in-list.ts";

type Person = RegistrationList["registrations"][number];

export function useCheckIn(eventId: number) {
  const utils = trpc.useUtils();
  const key = { id: eventId };
  const optimistic = (registrationId: number, at: string | null) => async () => {
    await utils.registration.list.cancel(key);
    const before = utils.registration.list.getData(key);
    if (before) utils.registration.list.setData(key, withCheckIn(before, registrationId, at));
    return { before };
  };
  const queryClient = useQueryClient();
  // One queue for the door's taps: a check-in and its quick undo reach the server in that order.
  const scope = { id: `check-in-${eventId}` };
  // The list is read again after the last tap in the queue only: an earlier answer would show a
  // state the taps still waiting have already changed.
  const settle = () => {
    const waiting = queryClient.isMutating({ predicate: (mutation) => mutation.options.scope?.id === scope.id });
    if (waiting <= 1) void utils.registration.invalidate();
  };
  const checkIn = trpc.registration.checkIn.useMutation({
    scope,
    onMutate: ({ registrationId }) => optimistic(Number(registrationId), new Date().toISOString())(),
    onError: (error, _input, context) => {
      if (context?.before) utils.registration.list.setData(key, context.before);
      notifyFailure("Failed to check in", error);
    },
    onSettled: settle,
  });
  const undo = trpc.registration.undoCheckIn.useMutation({
    scope,
    onMutate: ({ registrationId }) => optimistic(Number(registrationId), null)(),
    onError: (error, _input, context) => {
      if (context?.before) utils.registration.list.setData(key, context.before);
      notifyFailure("Failed to undo the check-in", error);
    },
    onSettled: settle,
  });

  const undoFor = (person: Person) => undo.mutate({ id: eventId, registrationId: person.id });
  return {
    toggle: (person: Person) => {
      if (person.checkedInAt) {
        undoFor(person);
        notifySuccess(`${person.name} is no longer checked in`);
        return;
      }
      checkIn.mutate({ id: eventId, registrationId: person.id });
      const id: string = toast({
        title: "Success",
        message: (
          <UndoMessage
            text={`${person.name} checked in`}
            onUndo={() => {
              notifications.hide(id);
              undoFor(person);
            }}
          />
        ),
      });
    },
  };
}
