import { MessageLogsPage } from "./message-logs-page";

/** docs/product.md §2 /logs/logs/email. */
export default function EmailLogsPage() {
  return <MessageLogsPage channel="email" />;
}
