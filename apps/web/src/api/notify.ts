import { notifications, type NotificationData } from "@mantine/notifications";
import type { NotificationType } from "@washdesk/domain";

/** The positions docs/product.md §9 allows; Mantine has no middle row, so the sides and centre map to the top row. */
export type NoticePosition = "top-left" | "top-right" | "bottom-left" | "bottom-right" | "top" | "bottom" | "left" | "right" | "center";

type NotificationPosition = NonNullable<NotificationData["position"]>;

export const noticeDefaults = { timeout: 5000, position: "bottom" as NoticePosition };

const positions: Record<NoticePosition, NotificationPosition> = {
  "top-left": "top-left",
  "top-right": "top-right",
  "bottom-left": "bottom-left",
  "bottom-right": "bottom-right",
  top: "top-center",
  bottom: "bottom-center",
  left: "top-left",
  right: "top-right",
  center: "top-center",
};

export function toMantinePosition(position: NoticePosition): NotificationPosition {
  return positions[position];
}

const colors: Record<NotificationType, string> = {
  positive: "teal",
  negative: "red",
  warning: "orange",
  info: "blue",
};

export interface Notice {
  type: NotificationType;
  message: string;
  caption?: string;
  timeout?: number;
  position?: NoticePosition;
}

/** Shows a notice: with a caption the message is the title and the caption the text below it. */
export function notify({ type, message, caption, timeout, position }: Notice): void {
  notifications.show({
    color: colors[type],
    title: caption ? message : undefined,
    message: caption ? caption : message,
    autoClose: timeout ?? noticeDefaults.timeout,
    position: toMantinePosition(position ?? noticeDefaults.position),
    "data-notice": type,
    // Mantine's close button is an icon alone: named, so a screen reader says what it does (WCAG 4.1.2).
    closeButtonProps: { "aria-label": "Close notice" },
  });
}
