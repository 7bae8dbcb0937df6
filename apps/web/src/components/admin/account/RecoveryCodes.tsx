// The ten recovery codes, shown once right after two-step sign-in is turned on: the server keeps
// only their hashes, so the person copies or downloads them now or never.
import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { IconCheck, IconCopy, IconDownload } from "#web/components/ui/icons.ts";

export interface RecoveryCodesProps {
  codes: string[];
  /** The person says they kept them. */
  onDone: () => void;
}

const asText = (codes: string[]) => `${codes.join("\n")}\n`;

export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    await navigator.clipboard.writeText(asText(codes));
    setCopied(true);
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title="Two-step sign-in is on">
        Save these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your
        authenticator app. They are shown only now.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          onClick={() => void copy()}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          Download
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Once you leave this page the codes cannot be shown again.
      </Text>
      <Group>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </Group>
    </Stack>
  );
}
