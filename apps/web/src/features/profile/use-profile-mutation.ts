import { useMutation } from "@tanstack/react-query";
import type { profileRoutes } from "@washdesk/domain";
import { call, type CallOptions } from "../../api/call";
import { restoreSession } from "../../session/restore-session";

type ProfileRoute = (typeof profileRoutes)[keyof typeof profileRoutes];

/**
 * Sends one profile form. The client shows the server's message; on success the session is
 * reloaded so the header and flags (name, hasPin) show what the server now holds.
 */
export function useProfileMutation<R extends ProfileRoute>(route: R, onDone: () => void) {
  return useMutation({
    mutationFn: (values: CallOptions<R>["body"]) => call<ProfileRoute>(route, { body: values } as CallOptions<ProfileRoute>),
    onSuccess: async () => {
      onDone();
      await restoreSession();
    },
  });
}
