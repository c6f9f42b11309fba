import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { Navigate } from "react-router";
import { ApiError } from "../api/api-error";
import { restoreSession } from "../session/restore-session";
import { sessionSelectors, useSessionStore } from "../session/session-store";
import { readStoredToken } from "../session/token-storage";

/**
 * Every route but login and the catch-all needs a session: with none, go to the login page; with a
 * stored token (a reload), restore the session from the server first.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const user = useSessionStore(sessionSelectors.user);
  const storedToken = readStoredToken();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The store as it is now, not as this render saw it: at start-up the session often lands
    // between the first render and this effect, and asking again cost a second request and a
    // second render of the whole frame just after the first screen appeared.
    if (useSessionStore.getState().user || !storedToken) return;
    let active = true;
    restoreSession().catch((reason: unknown) => {
      if (active) setError(reason instanceof ApiError ? reason.message : "Your session could not be loaded.");
    });
    return () => {
      active = false;
    };
  }, [user, storedToken, attempt]);

  if (user) return children;
  if (!storedToken) return <Navigate to="/" replace />;
  if (error) {
    return (
      <Center mih="100vh" p="md">
        <Stack align="center">
          <Alert color="red" title="Your session could not be loaded">
            {error}
          </Alert>
          <Button
            onClick={() => {
              setError(null);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading your session" />
    </Center>
  );
}
