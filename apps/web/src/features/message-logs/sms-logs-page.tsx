import { MessageLogsPage } from "./message-logs-page";

/** docs/product.md §2 /logs/logs/sms. */
export default function SmsLogsPage() {
  return <MessageLogsPage channel="sms" />;
}
