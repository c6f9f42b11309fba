// Mantine's stylesheet, only the parts this app draws. The whole of @mantine/core/styles is
// 276 kB and every element of every screen is matched against it: with these alone (~120 kB),
// a warm load of the counter spends less time in style and layout (docs/design-notes.md).
// mantine-styles.test.ts keeps this list exact: every component the app imports, and every one it
// draws inside (a Select draws a Combobox, a Popover, an Input...), in Mantine's own order. It
// fails naming the file to add when a screen starts using a new component.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/FloatingIndicator.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/CheckboxCard.layer.css";
import "@mantine/core/styles/CheckboxIndicator.layer.css";
import "@mantine/core/styles/Checkbox.layer.css";
import "@mantine/core/styles/Avatar.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Breadcrumbs.layer.css";
import "@mantine/core/styles/Burger.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/core/styles/ColorPicker.layer.css";
import "@mantine/core/styles/ColorInput.layer.css";
import "@mantine/core/styles/Divider.layer.css";
import "@mantine/core/styles/Fieldset.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/Image.layer.css";
import "@mantine/core/styles/Kbd.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/LoadingOverlay.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Pill.layer.css";
import "@mantine/core/styles/PillsInput.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/NumberInput.layer.css";
import "@mantine/core/styles/Pagination.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/Progress.layer.css";
import "@mantine/core/styles/RadioCard.layer.css";
import "@mantine/core/styles/RadioIndicator.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/Tooltip.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/Table.layer.css";
import "@mantine/core/styles/Tabs.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
import "@mantine/core/styles/Title.layer.css";
// After core's, as Mantine asks. The date pickers' styles come with the fields that use them.
import "@mantine/notifications/styles.layer.css";
