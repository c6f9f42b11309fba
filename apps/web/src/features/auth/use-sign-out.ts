import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { authRoutes } from "@washdesk/domain";
import { call } from "../../api/call";
import { useSessionStore } from "../../session/session-store";

/** Ends the session on the server, then forgets it here whatever the server answered. */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      // No retry: leaving must not wait for the network; the token is forgotten here either way.
      await call(authRoutes.logout, { silent: true, retry: false });
    } catch {
      // An expired or unreachable session is signed out all the same.
    } finally {
      useSessionStore.getState().clearSession();
      queryClient.clear();
      setSigningOut(false);
      void navigate("/", { replace: true });
    }
  };
  return { signOut, signingOut };
}
