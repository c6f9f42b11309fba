import { useEffect, useState } from "react";
import { Alert, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useParams } from "react-router";
import { campaignRoutes, campaignWords as words } from "@washdesk/domain";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";

type State = { kind: "working" } | { kind: "done"; businessName: string } | { kind: "refused"; message: string };

/**
 * /unsubscribe/:token, the link at the foot of every campaign and automated e-mail: no sign-in.
 * Opening it opts the customer out of e-mails at once (a POST, so a mail scanner that only fetches
 * the page's address changes nothing) and says so.
 */
export default function UnsubscribePage() {
  const { token = "" } = useParams();
  const [state, setState] = useState<State>({ kind: "working" });
  useEffect(() => {
    const controller = new AbortController();
    call(campaignRoutes.unsubscribe, { params: { token }, silent: true, retry: false, signal: controller.signal })
      .then((result) => setState({ kind: "done", businessName: result.businessName }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: "refused", message: error instanceof ApiError ? error.message : words.linkInvalid });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="lg" maw={480} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {words.unsubscribe}
          </Title>
          {state.kind === "working" && <Loader aria-label={words.unsubscribing} />}
          {state.kind === "done" && (
            <Alert color="green" variant="light" role="status">
              {state.businessName ? words.unsubscribedFrom(state.businessName) : words.unsubscribed}
            </Alert>
          )}
          {state.kind === "refused" && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm">{state.message}</Text>
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
