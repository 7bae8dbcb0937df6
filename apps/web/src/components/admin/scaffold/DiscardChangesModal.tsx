// Asked when a form with unsaved changes is about to close (Escape, a click outside, Cancel).
import { Button, Group, Modal, Text } from "@mantine/core";
import classes from "../admin.module.css";

export function DiscardChangesModal({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title="Discard unsaved changes?"
      centered
      size="sm"
      zIndex={400}
      className={classes.scope}
      closeButtonProps={{ "aria-label": "Keep editing" }}
    >
      <Text>What you changed in this form has not been saved.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          Keep editing
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Modal>
  );
}
