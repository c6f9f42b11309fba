import { useEffect, useMemo, useState } from "react";
import { Alert, Button, Center, Checkbox, Loader, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import {
  appointmentRefusals,
  bookingRefusals,
  bookingRoutes,
  bookingSchema,
  formatDisplayDate,
  formatMoney,
  formatWallTime,
  type BookingCatalog,
  type BookingSlots,
  type PublicAppointment,
  type VehicleType,
} from "@washdesk/domain";
import { call } from "../../api/call";
import { ApiError } from "../../api/api-error";
import { PhoneInput } from "../../components/phone-input";
import { serverFieldErrors } from "../../components/server-field-errors";
import { AppointmentSummary, PageHeading, pageTitle, ShopHeader } from "./public-booking-view";

type Loaded = { kind: "loading" } | { kind: "loaded"; catalog: BookingCatalog } | { kind: "refused"; message: string };

export const SMS_CONSENT = "Text me about this appointment (confirmations and reminders). Reply STOP to opt out.";

const failureOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status !== 500 && error.message ? error.message : fallback);

/**
 * /book: customers book a visit themselves, outside sign-in (docs/product.md §2 online booking):
 * vehicle type, services with their public prices, a free time, name and phone, and the plain
 * question whether we may text them. Plain state, no query cache, its own chunk.
 */
export default function PublicBookingPage() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [booked, setBooked] = useState<PublicAppointment | null>(null);

  useEffect(() => {
    document.title = pageTitle("Book an appointment");
    const controller = new AbortController();
    call(bookingRoutes.catalog, { silent: true, retry: false, signal: controller.signal })
      .then((catalog) => setLoaded({ kind: "loaded", catalog }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ kind: "refused", message: failureOf(error, "Online booking could not be loaded. Please try again in a moment.") });
      });
    return () => controller.abort();
  }, []);

  return (
    <Center mih="100vh" p={{ base: "xs", sm: "md" }} component="main">
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={640}>
        {loaded.kind === "loading" && (
          <Center py="xl">
            <Loader aria-label="Loading online booking" />
          </Center>
        )}
        {loaded.kind === "refused" && (
          <Stack gap="md">
            <PageHeading>Book an appointment</PageHeading>
            <Alert color="orange" variant="light" title="Booking is not available" role="alert">
              {loaded.message}
            </Alert>
          </Stack>
        )}
        {loaded.kind === "loaded" && (
          <Stack gap="md">
            <ShopHeader shop={loaded.catalog.shop} />
            {booked ? (
              <Booked appointment={booked} />
            ) : !loaded.catalog.open ? (
              <>
                <PageHeading>Book an appointment</PageHeading>
                <Alert color="orange" variant="light" role="alert">
                  {bookingRefusals.closed.message}
                  {loaded.catalog.shop.phone ? ` ${loaded.catalog.shop.phone}` : ""}
                </Alert>
              </>
            ) : (
              <BookingForm catalog={loaded.catalog} onBooked={setBooked} />
            )}
          </Stack>
        )}
      </Paper>
    </Center>
  );
}

const CHOOSE = {
  vehicleType: "Choose your vehicle type.",
  time: "Choose a time.",
  timeAfter: "Choose the services and a date, then a time.",
};

type Errors = Partial<Record<"vehicleType" | "productIds" | "date" | "time" | "name" | "phone" | "form", string>>;

function BookingForm({ catalog, onBooked }: { catalog: BookingCatalog; onBooked: (appointment: PublicAppointment) => void }) {
  const [vehicleType, setVehicleType] = useState<VehicleType | null>(catalog.vehicleTypes.length === 1 ? catalog.vehicleTypes[0]!.value : null);
  const [productIds, setProductIds] = useState<string[]>([]);
  const [date, setDate] = useState(catalog.firstDate);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [smsConsent, setSmsConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [slots, setSlots] = useState<{ kind: "idle" } | { kind: "loading" } | { kind: "loaded"; slots: BookingSlots } | { kind: "failed"; message: string }>({
    kind: "idle",
  });

  const services = useMemo(
    () =>
      catalog.services.flatMap((service) => {
        const price = service.prices.find((p) => p.vehicleType === vehicleType);
        return price ? [{ ...service, price: price.price }] : [];
      }),
    [catalog.services, vehicleType],
  );
  const chosen = productIds.filter((id) => services.some((s) => s.id === id));
  const total = services.filter((s) => chosen.includes(s.id)).reduce((sum, s) => sum + s.price, 0);
  const slotKey = vehicleType && chosen.length > 0 && date ? `${vehicleType}|${chosen.join(",")}|${date}` : null;

  const [slotsAsked, setSlotsAsked] = useState(0);
  useEffect(() => {
    setTime(null);
    if (!slotKey) return setSlots({ kind: "idle" });
    const [type, ids, day] = slotKey.split("|") as [VehicleType, string, string];
    const controller = new AbortController();
    setSlots({ kind: "loading" });
    call(bookingRoutes.slots, { query: { date: day, vehicleType: type, productIds: ids }, silent: true, retry: false, signal: controller.signal })
      .then((answer) => setSlots({ kind: "loaded", slots: answer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setSlots({ kind: "failed", message: failureOf(error, "The free times could not be loaded. Please try again.") });
      });
    return () => controller.abort();
  }, [slotKey, slotsAsked]);

  const book = async () => {
    const parsed = bookingSchema.safeParse({ vehicleType, productIds: chosen, date, time, name, phone, smsConsent });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        found[field] ??= issue.message;
      }
      // A choice not made yet, said as a request rather than as the schema's words for a wrong value.
      if (vehicleType === null) found.vehicleType = CHOOSE.vehicleType;
      if (time === null) found.time = slotKey ? CHOOSE.time : CHOOSE.timeAfter;
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // The button waits while the booking is sent, so one tap books once.
      onBooked(await call(bookingRoutes.book, { body: parsed.data, silent: true, retry: false }));
    } catch (error) {
      const fields = serverFieldErrors(error, "") as Errors;
      const message = failureOf(error, "Your booking could not be sent. Please try again.");
      setErrors(Object.keys(fields).length > 0 ? fields : { form: message });
      // A taken or passed time is gone: the free times are read again so another can be chosen.
      if (error instanceof ApiError && [bookingRefusals.slotTaken.code, appointmentRefusals.inThePast.code].includes(error.code)) {
        setSlotsAsked((count) => count + 1);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void book();
      }}
    >
      <Stack gap="md">
        <PageHeading>Book an appointment</PageHeading>
        <Radio.Group
          label="Vehicle type"
          value={vehicleType}
          onChange={(value) => setVehicleType(value as VehicleType)}
          error={errors.vehicleType}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
            {catalog.vehicleTypes.map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </SimpleGrid>
        </Radio.Group>

        {vehicleType && (
          <Checkbox.Group label="Services" value={chosen} onChange={setProductIds} error={errors.productIds} withAsterisk>
            <Stack gap="xs" mt="xs">
              {services.length === 0 && <Text size="sm">No services can be booked online for this vehicle type. Please call us.</Text>}
              {services.map((service) => (
                <Checkbox
                  key={service.id}
                  value={service.id}
                  label={`${service.name} · ${formatMoney(service.price)}`}
                  description={[service.description, `About ${durationText(service.durationMinutes)}`].filter((part) => part.trim() !== "").join(" · ")}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {chosen.length > 0 && <Text fw={600}>Total {formatMoney(total)}, paid at the shop</Text>}

        <TextInput
          type="date"
          label="Date"
          value={date}
          min={catalog.firstDate}
          max={catalog.lastDate}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={errors.date}
          withAsterisk
          description={`From ${formatDisplayDate(catalog.firstDate)} to ${formatDisplayDate(catalog.lastDate)}`}
        />

        {slotKey && (
          <Radio.Group label="Time" value={time} onChange={setTime} error={errors.time} withAsterisk>
            {slots.kind === "loading" && <Loader size="sm" aria-label="Loading the free times" mt="xs" />}
            {slots.kind === "failed" && (
              <Text c="red" size="sm" role="alert" mt="xs">
                {slots.message}
              </Text>
            )}
            {slots.kind === "loaded" && slots.slots.slots.length === 0 && (
              <Text size="sm" mt="xs">
                No free times on this day. Please choose another date.
              </Text>
            )}
            {slots.kind === "loaded" && (
              <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" mt="xs">
                {slots.slots.slots.map((slot) => (
                  <Radio key={slot.time} value={slot.time} label={formatWallTime(slot.time)} />
                ))}
              </SimpleGrid>
            )}
          </Radio.Group>
        )}

        {!slotKey && errors.time && (
          <Text c="red" size="sm">
            {errors.time}
          </Text>
        )}
        <TextInput
          label="Your name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          autoComplete="name"
          withAsterisk
        />
        <PhoneInput label="Mobile phone" value={phone} onChange={setPhone} error={errors.phone} required />
        <Checkbox label={SMS_CONSENT} checked={smsConsent} onChange={(event) => setSmsConsent(event.currentTarget.checked)} />

        {errors.form && (
          <Alert color="orange" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Button type="submit" size="md" loading={sending}>
          Book
        </Button>
      </Stack>
    </form>
  );
}

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** After booking: what was booked, and what happens next. */
function Booked({ appointment }: { appointment: PublicAppointment }) {
  return (
    <Stack gap="md" role="status">
      <PageHeading>You're booked</PageHeading>
      <AppointmentSummary appointment={appointment} />
    </Stack>
  );
}
