import { useEffect, useState } from "react";
import { Alert, Button, Center, Loader, Paper, Stack } from "@mantine/core";
import { useParams } from "react-router";
import { bookingRefusals, bookingRoutes, type PublicAppointment } from "@washdesk/domain";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";
import { AppointmentSummary, PageHeading, pageTitle, ShopHeader } from "./public-booking-view";

type Loaded = { kind: "loading" } | { kind: "loaded"; appointment: PublicAppointment } | { kind: "refused"; message: string };

const failureOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status !== 500 && error.message ? error.message : fallback);

/**
 * /appointment/:token: the page a confirmation or reminder text links to, outside sign-in. The
 * customer sees the appointment and confirms it in one tap. Plain state, no query cache, its own chunk.
 */
export default function PublicAppointmentPage() {
  const { token = "" } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });

  useEffect(() => {
    document.title = pageTitle("Your appointment");
    const controller = new AbortController();
    call(bookingRoutes.open, { params: { token }, silent: true, retry: false, signal: controller.signal })
      .then((appointment) => setLoaded({ kind: "loaded", appointment }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ kind: "refused", message: failureOf(error, bookingRefusals.linkInvalid.message) });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <Center mih="100vh" p={{ base: "xs", sm: "md" }} component="main">
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={560}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label="Loading your appointment" />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <PageHeading>Your appointment</PageHeading>
            <Alert color="orange" variant="light" title="This link cannot be used" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "loaded" && (
          <AppointmentView token={token} appointment={loaded.appointment} onChange={(appointment) => setLoaded({ kind: "loaded", appointment })} />
        )}
      </Paper>
    </Center>
  );
}

function AppointmentView({ token, appointment, onChange }: { token: string; appointment: PublicAppointment; onChange: (a: PublicAppointment) => void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const canConfirm = appointment.status === "Pending" && !appointment.confirmed;

  const confirm = async () => {
    setFailure(null);
    setSending(true);
    try {
      onChange(await call(bookingRoutes.confirm, { params: { token }, silent: true, retry: false }));
      setJustConfirmed(true);
    } catch (error) {
      setFailure(failureOf(error, "Your confirmation could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <ShopHeader shop={appointment.shop} />
      <PageHeading>Your appointment</PageHeading>
      <AppointmentSummary appointment={appointment} />
      {justConfirmed && (
        <Alert color="green" variant="light" role="status">
          Thank you, your appointment is confirmed.
        </Alert>
      )}
      {failure && (
        <Alert color="orange" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {canConfirm && (
        <Button size="md" loading={sending} onClick={() => void confirm()}>
          Confirm my appointment
        </Button>
      )}
      {appointment.shop.phone && <div>Need to change it? Call us at {appointment.shop.phone}.</div>}
    </Stack>
  );
}
