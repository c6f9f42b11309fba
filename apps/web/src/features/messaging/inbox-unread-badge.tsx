import { Badge } from "@mantine/core";
import { useUnreadTexts } from "./inbox-queries";

/** The navigation's count of unread texts beside the Inbox entry; nothing when there are none. */
export function InboxUnreadBadge() {
  const unread = useUnreadTexts(true).data ?? 0;
  if (unread === 0) return null;
  return (
    <Badge component="span" size="sm" color="red" ml={6} aria-label={`${unread} unread`}>
      {unread > 99 ? "99+" : unread}
    </Badge>
  );
}
