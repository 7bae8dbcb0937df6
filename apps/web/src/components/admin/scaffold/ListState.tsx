// What a tab shows instead of its list: placeholders while loading, the error, or an empty message.
import { Alert, Button, Card, Skeleton, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

export interface ListStateProps {
  query: QueryLike;
  count: number;
  empty: string;
  /** What failed to load, for the error line ("businesses"). */
  what: string;
  children: ReactNode;
}

export function ListState({ query, count, empty, what, children }: ListStateProps) {
  if (query.isPending) {
    return (
      // A name needs a role to be allowed (axe: aria-prohibited-attr); "status" also announces it.
      <Stack gap="md" role="status" aria-busy="true" aria-label={`Loading ${what}`}>
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder padding="lg">
            <Skeleton height={18} width="40%" mb="sm" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="70%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={`Could not load ${what}`} role="alert">
        <Text size="sm" mb="sm">
          {query.error?.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (count === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {empty}
      </Text>
    );
  }
  return <>{children}</>;
}
