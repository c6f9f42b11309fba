import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { inboxRoutes, saleRoutes, type ReplyInput } from "@washdesk/domain";
import { call } from "../../api/call";

/**
 * Every key starts with "smsInbox", the entity of the server's realtime hint: a text arriving, read,
 * answered or reported delivered refreshes every open inbox and the navigation's count.
 */
export const inboxKeys = {
  all: ["smsInbox"] as const,
  list: (search: string, page: number) => ["smsInbox", "list", search, page] as const,
  thread: (conversation: string) => ["smsInbox", "thread", conversation] as const,
  unread: ["smsInbox", "unread"] as const,
};

export const CONVERSATIONS_PAGE_SIZE = 25;

export function useConversations(search: string, page: number) {
  return useQuery({
    queryKey: inboxKeys.list(search, page),
    queryFn: async ({ signal }) => call(inboxRoutes.conversations, { query: { ...(search && { search }), page, pageSize: CONVERSATIONS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useThread(conversation: string) {
  return useQuery({
    queryKey: inboxKeys.thread(conversation),
    // Silent: a conversation that does not exist is said in place of the thread.
    queryFn: async ({ signal }) => call(inboxRoutes.thread, { params: { conversation }, silent: true, signal }),
    enabled: conversation !== "",
  });
}

/** The navigation's count: inbound texts nobody has read. */
export function useUnreadTexts(enabled: boolean) {
  return useQuery({
    queryKey: inboxKeys.unread,
    queryFn: async ({ signal }) => (await call(inboxRoutes.unread, { silent: true, signal })).unread,
    enabled,
  });
}

/** The customer's latest visits beside the thread; under "sales" so a new sale refreshes it. */
export function useRecentVisits(customerId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["sales", "customer", customerId, "inbox"],
    enabled,
    queryFn: async ({ signal }) => (await call(saleRoutes.list, { query: { customerId, page: 1, pageSize: 3 }, silent: true, signal })).items,
  });
}

export function useMarkRead(conversation: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(inboxRoutes.markRead, { params: { conversation }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useReply(conversation: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reply, idempotencyKey }: { reply: ReplyInput; idempotencyKey: string }) =>
      call(inboxRoutes.reply, { params: { conversation }, body: { reply }, idempotencyKey }),
    onSuccess: (thread) => queryClient.setQueryData(inboxKeys.thread(conversation), thread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

export function useLinkNumber(conversation: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customerId: string) => call(inboxRoutes.link, { params: { conversation }, body: { customerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
