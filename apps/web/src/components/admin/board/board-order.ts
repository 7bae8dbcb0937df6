// The board's order as the admin changes it: a list of member ids, first to last, sent whole to
// boardMember.reorder (PUT /api/board-members/order), which stores orders 0..n-1.

/** `ids` with `id` moved by `offset` places (-1 up, +1 down); unchanged at either end. */
export function moveBy(ids: readonly number[], id: number, offset: number): number[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  return moveTo(ids, from, to);
}

/** `ids` with the one at `from` taken out and put back at `to` (a drop). */
export function moveTo(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...ids];
  next.splice(to, 0, moved);
  return next;
}

/** The order a new member gets: after everyone else. */
export function nextOrder(members: readonly { order: number }[]): number {
  return members.reduce((highest, member) => Math.max(highest, member.order + 1), 0);
}
