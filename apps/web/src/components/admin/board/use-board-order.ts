// Saving the board's order: shown at once (the list's cache is set to the new order), sent whole
// in one call, and put back as the server has it if the call fails.
import { notifyFailure } from "#web/lib/admin/notify.ts";
import { trpc } from "#web/lib/trpc.ts";
import type { AdminBoardMember } from "./board-form.ts";

export function useBoardOrder() {
  const utils = trpc.useUtils();
  const reorder = trpc.boardMember.reorder.useMutation();

  const save = (members: readonly AdminBoardMember[], ids: number[]) => {
    const byId = new Map(members.map((member) => [member.id, member]));
    const shown = ids.flatMap((id, order) => {
      const member = byId.get(id);
      return member ? [{ ...member, order }] : [];
    });
    utils.boardMember.list.setData({}, shown);
    reorder.mutate(
      { ids },
      {
        onSuccess: (saved) => utils.boardMember.list.setData({}, saved),
        onError: (error) => {
          notifyFailure("Failed to save the board order", error);
          void utils.boardMember.list.invalidate();
        },
      },
    );
  };

  return { save, saving: reorder.isPending };
}
