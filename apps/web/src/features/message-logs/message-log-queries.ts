import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { logRoutes, type MessageLogQuery } from "@washdesk/domain";
import { call } from "../../api/call";

export type MessageChannel = "email" | "sms";

const listRoute = { email: logRoutes.email, sms: logRoutes.sms } as const;
const oneRoute = { email: logRoutes.emailMessage, sms: logRoutes.smsMessage } as const;
const resendRoute = { email: logRoutes.resendEmail, sms: logRoutes.resendSms } as const;

export const messageLogKeys = {
  all: (channel: MessageChannel) => ["messageLogs", channel] as const,
  list: (channel: MessageChannel, query: MessageLogQuery) => ["messageLogs", channel, "list", query] as const,
  one: (channel: MessageChannel, id: number) => ["messageLogs", channel, "one", id] as const,
};

export function useMessageLog(channel: MessageChannel, query: MessageLogQuery) {
  return useQuery({
    queryKey: messageLogKeys.list(channel, query),
    queryFn: async ({ signal }) => call(listRoute[channel], { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMessage(channel: MessageChannel, id: number | null) {
  return useQuery({
    queryKey: messageLogKeys.one(channel, id ?? 0),
    queryFn: async ({ signal }) => call(oneRoute[channel], { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Sends a failed message again; the list and the message are read again whatever the answer. */
export function useResendMessage(channel: MessageChannel, id: number, idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(resendRoute[channel], { params: { id }, body: {}, idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageLogKeys.all(channel) }),
  });
}
