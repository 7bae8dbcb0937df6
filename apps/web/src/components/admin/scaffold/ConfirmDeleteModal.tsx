// The docs/product.md §5 delete confirmations for businesses and events, as a Mantine dialog.
import { Button, Group, Modal, Text } from "@mantine/core";
import classes from "#web/components/admin/admin.module.css";

export interface ConfirmDeleteModalProps {
  opened: boolean;
  /** Dialog title, e.g. 'Delete business' */
  title: string;
  /** The exact question, e.g. 'Are you sure you want to delete this business?' */
  question: string;
  /** The item's name, shown under the question so the admin knows which one. */
  name?: string;
  pending: boolean;
  /** The confirming button's label; "Delete" unless the action is another (removing access). */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteModal({
  opened,
  title,
  question,
  name,
  pending,
  confirmLabel = "Delete",
  onConfirm,
  onCancel,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="sm"
      className={classes.scope}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      <Text>{question}</Text>
      {name && (
        <Text fw={600} mt="xs" className={classes.breakAnywhere}>
          {name}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
