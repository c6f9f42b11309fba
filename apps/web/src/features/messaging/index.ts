export { InboxUnreadBadge } from "./inbox-unread-badge";
