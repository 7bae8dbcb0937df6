// The Board of Directors (docs/product.md §2 About): 4 columns on large screens, 2 on tablets, 1 on phones,
// 4 placeholders while loading; company only when the member has one (docs/architecture.md §6).

import { CardGridSkeleton } from "#web/components/ui/CardGridSkeleton.tsx";
import { EmptyState } from "#web/components/ui/EmptyState.tsx";
import { SimpleGridMarkup } from "#web/components/ui/layout-markup.tsx";
import { CardMarkup, TextMarkup } from "#web/components/ui/mantine-markup.tsx";
import { AvatarMarkup } from "#web/components/ui/page-layout-markup.tsx";
import { trpc } from "#web/lib/trpc.ts";
import classes from "./BoardGrid.module.css";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase();
}

export function BoardGrid() {
  const board = trpc.boardMember.list.useQuery({});
  if (board.isPending) return <CardGridSkeleton count={4} cols={4} />;
  if (!board.data || board.data.length === 0) return <EmptyState message="Our board will be announced soon." />;
  return (
    <SimpleGridMarkup cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" data-testid="board-grid">
      {board.data.map((member) => (
        <CardMarkup
          key={member.id}
          withBorder
          radius="md"
          padding="lg"
          className={classes.member}
          component="article"
          aria-label={member.name}
          data-testid="board-member"
        >
          <AvatarMarkup size={64} className={classes.avatar}>
            {initials(member.name)}
          </AvatarMarkup>
          <div>
            <TextMarkup size={null} component="h3" fw={700} fz="lg" ff="heading" m={0}>
              {member.name}
            </TextMarkup>
            <TextMarkup c="oak.8" fw={600} size="sm" mt={2}>
              {member.title}
            </TextMarkup>
            {member.company && (
              <TextMarkup c="gray.7" size="sm" mt={2} data-testid="board-company">
                {member.company}
              </TextMarkup>
            )}
          </div>
        </CardMarkup>
      ))}
    </SimpleGridMarkup>
  );
}
