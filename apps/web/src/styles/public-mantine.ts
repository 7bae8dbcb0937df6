// The Mantine styles the public pages use, and only those: the whole of @mantine/core/styles.css
// is 250 KB, all of it render-blocking on every page. The shared styles come first, in the order
// Mantine's documentation gives; then one file per component the public pages draw. The admin,
// which uses many more components, loads the full stylesheet with its own code (AdminFrame).
// Every Mantine rule sits in the `mantine` cascade layer (the .layer.css files), here and in the
// admin's: the site's own styles always win over them, and the admin's later copy of a component
// never overrides what a public page set (nor the public copy the admin's). A component added to
// a public page needs its file here.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Breadcrumbs.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Card.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Typography.layer.css";
import "@mantine/notifications/styles.layer.css";
