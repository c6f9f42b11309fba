import { formatPhone } from "@washdesk/domain";

/**
 * A conversation's address in the inbox. The name rides in `cn`, as every named record's does
 * (docs/product.md §2); an unknown number's title is the number.
 */
export function conversationPath(conversation: { conversation: string; name: string | null; phone: string }): string {
  const title = conversation.name ?? formatPhone(conversation.phone);
  return `/managements/inbox/${encodeURIComponent(conversation.conversation)}?cn=${encodeURIComponent(title)}`;
}
