// Asked when a form with unsaved changes is about to close (Escape, a click outside, Cancel).
// Mantine's own Escape handling listens on the window, so the very Escape that opened this dialog
// would close it again at once: it is off here, and Escape is read from inside the dialog instead.
import { Button, Group, Modal, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";

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
      withCloseButton={false}
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === "Escape") onKeep();
      }}
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
