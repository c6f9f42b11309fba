import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/api-client";
import { restoreSession } from "../../session/restore-session";

/**
 * Sends one profile form. The client shows the server's message; on success the session is
 * reloaded so the header and flags (name, hasPin) show what the server now holds.
 */
export function useProfileMutation<Values>(method: "patch" | "post", path: string, onDone: () => void) {
  return useMutation({
    mutationFn: (values: Values) => api[method]<unknown>(path, { body: values }),
    onSuccess: async () => {
      onDone();
      await restoreSession();
    },
  });
}
