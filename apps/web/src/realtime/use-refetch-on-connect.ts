import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useRealtimeConnected } from "./realtime-hints";

/**
 * For a screen whose list grows from outside (texts arriving, bookings made online): its queries
 * are asked again each time the socket connects, the first time too. A hint sent between the
 * screen's first load and the socket's first connection was lost, and with it the new item.
 */
export function useRefetchOnConnect(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useRealtimeConnected(() => void queryClient.invalidateQueries({ queryKey }));
}
