/** A conversation's address in the inbox; the name rides in `cn`, as every named record's does (docs/product.md §2). */
export function conversationPath(conversation: { conversation: string; name: string | null }): string {
  const base = `/managements/inbox/${encodeURIComponent(conversation.conversation)}`;
  return conversation.name ? `${base}?cn=${encodeURIComponent(conversation.name)}` : base;
}
