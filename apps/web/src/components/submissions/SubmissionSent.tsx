// The confirmation shown in place of a sent form: what happens next, and a way to send another.
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";

export function SubmissionSent({ what, email, onAnother }: { what: string; email: string; onAnother: () => void }) {
  const heading = useRef<HTMLDivElement>(null);
  // Focus moves to the confirmation, so a screen reader announces it and the keyboard starts there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <Alert
        ref={heading}
        tabIndex={-1}
        role="status"
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={`Thank you! Your ${what} was received.`}
      >
        <Text size="sm">
          Chamber staff review every submission before it appears on the site, usually within two business days. We will
          write to <strong>{email}</strong> once it is published, or to tell you why it was not.
        </Text>
      </Alert>
      <Button variant="outline" onClick={onAnother} w={{ base: "100%", xs: "auto" }}>
        Send another
      </Button>
    </Stack>
  );
}
