// The admin's add/edit dialogs: full screen on a phone (long forms read better than in an inset
// box), a roomy centred dialog elsewhere.
import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import classes from "#web/components/admin/admin.module.css";

export function AdminModal(props: ModalProps) {
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      size="lg"
      fullScreen={phone}
      transitionProps={{ duration: phone ? 0 : 150 }}
      className={classes.scope}
      closeButtonProps={{ "aria-label": "Close dialog" }}
      {...props}
    />
  );
}
