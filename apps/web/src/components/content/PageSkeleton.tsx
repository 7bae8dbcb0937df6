// The loading state of a content page or a news article: the header band and an article card,
// drawn in outline where the real ones will appear.
import { Box, Card, Grid, Skeleton, Stack } from "@mantine/core";
import { PageContainer } from "#web/components/ui/PageContainer.tsx";
import classes from "./PageSkeleton.module.css";
import panel from "./Panel.module.css";

export function PageSkeleton({ label, testId }: { label: string; testId?: string }) {
  return (
    <Box role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <Box className={classes.band}>
        <PageContainer>
          <Box className={classes.bar} h={14} w={160} mb="md" />
          <Box className={classes.bar} h={36} w="60%" mb="md" />
          <Box className={classes.bar} h={16} w="45%" />
        </PageContainer>
      </Box>
      <PageContainer>
        <Grid gap={{ base: "xl", md: 40 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md" className={panel.roomy}>
              <Stack gap="sm">
                {Array.from({ length: 9 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Skeleton key={index} height={14} width={index % 4 === 3 ? "60%" : "100%"} radius="sm" />
                ))}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="sm">
                <Skeleton height={20} width="50%" radius="sm" />
                <Skeleton height={12} radius="sm" />
                <Skeleton height={12} width="80%" radius="sm" />
                <Skeleton height={34} mt="sm" radius="md" />
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </PageContainer>
    </Box>
  );
}
