// The card every signed-out admin view sits in (sign-in, its second step, a forgotten password,
// choosing a new one): the slim header, a centred card with a title, a line under it and the
// notice or failure above the form.
import { Alert, Box, Card, Center, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { IconAlertCircle, IconInfoCircle } from "#web/components/ui/icons.ts";
import { AdminHeader } from "./AdminHeader.tsx";

export interface AuthCardProps {
  /** The id the form's aria-labelledby names. */
  titleId: string;
  title: string;
  intro: ReactNode;
  notice?: ReactNode;
  failure?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ titleId, title, intro, notice, failure, children }: AuthCardProps) {
  return (
    <>
      <AdminHeader email={null} onSignOut={null} />
      <Box component="main" px="md" py={48}>
        <Center>
          <Card withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
            <Stack gap="md">
              <div>
                <Title order={1} id={titleId} size="h2">
                  {title}
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  {intro}
                </Text>
              </div>
              {notice && (
                <Alert color="citrus" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
                  {notice}
                </Alert>
              )}
              {failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                  {failure}
                </Alert>
              )}
              {children}
            </Stack>
          </Card>
        </Center>
      </Box>
    </>
  );
}
