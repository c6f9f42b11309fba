import { ActionIcon, Alert, Button, Group, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconPlus } from "@tabler/icons-react";
import {
  APPOINTMENT_STATUSES,
  formatDisplayDate,
  SLOT_MINUTES,
  wallClockAt,
  type AppointmentItem,
  type AppointmentStatus,
  type AppointmentUpdate,
} from "@washdesk/domain";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../api/api-error";
import { DateField } from "../../components/date-field";
import { pageParam, toSearchParams } from "../../components/list-params";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { AppointmentCalendarGrid, type SlotPlace } from "./appointment-calendar";
import { AppointmentDialog, type AppointmentDialogTarget } from "./appointment-dialog";
import { AppointmentListView, type AppointmentListFilters } from "./appointment-list-view";
import { useUpdateAppointment } from "./appointment-mutations";
import { useAppointmentCalendar } from "./appointment-queries";
import { calendarLayout, minutesOf, timeOf, viewDates } from "./calendar-layout";
import { useSeriesScope } from "./series-scope-dialog";
import { appointmentKeys } from "./appointment-keys";
import { useRefetchOnConnect } from "../../realtime/use-refetch-on-connect";

type View = "day" | "week" | "list";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's date and time now, moving on every minute (the now-line and "Today"). */
function useShopNow(timeZone: string | undefined) {
  const read = () => wallClockAt(Date.now(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setNow(read()), 60_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the zone is read again on each tick
  }, [timeZone]);
  return now;
}

/** A change held on the calendar while the server has not answered; dropped when it refuses, so the block goes back. */
type Held = Partial<Pick<AppointmentItem, "date" | "time" | "bay" | "durationMinutes">>;

/**
 * /managements/appointments: the day (the default, today) or the week by bay, and the list. A click
 * on an empty slot books there, a click on a block opens it; Pending blocks are dragged to move them
 * and their bottom edge to resize them. The appointments hint refetches everything here (its
 * queries live under "appointments").
 */
export default function AppointmentsPage() {
  useRefetchOnConnect(appointmentKeys.all);
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const now = useShopNow(timeZone);
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "week" ? "week" : params.get("view") === "list" ? "list" : "day";
  const rawDate = params.get("date");
  const date = rawDate && DATE.test(rawDate) ? rawDate : now.date;
  const status = params.get("status");
  const filters: AppointmentListFilters = {
    status: APPOINTMENT_STATUSES.includes(status as AppointmentStatus) ? (status as AppointmentStatus) : null,
    text: params.get("text") ?? "",
    from: params.get("from") ?? now.date,
    to: params.get("to") ?? "",
    page: pageParam(params),
  };
  const write = (next: { view: View; date: string; filters: AppointmentListFilters }) =>
    setParams(
      toSearchParams({
        view: next.view === "day" ? null : next.view,
        date: next.date === now.date ? null : next.date,
        ...(next.view === "list" ? next.filters : {}),
      }),
      { replace: true },
    );

  const dates = viewDates(view === "week" ? "week" : "day", date);
  const calendar = useAppointmentCalendar(dates[0] ?? date, dates[dates.length - 1] ?? date);
  const [target, setTarget] = useState<AppointmentDialogTarget | null>(null);
  const [held, setHeld] = useState<Record<string, Held>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateAppointment();
  const scope = useSeriesScope();

  const step = (direction: -1 | 1) =>
    write({
      view,
      date: dayjs(date)
        .add(direction, view === "week" ? "week" : "day")
        .format("YYYY-MM-DD"),
      filters,
    });

  const change = async (item: AppointmentItem, changes: Held, body: Omit<AppointmentUpdate, "scope">) => {
    setRefusal(null);
    let chosen: "one" | "future" = "one";
    if (item.inSeries) {
      const answer = await scope.ask("Move only this appointment, or this one and every later one of its series?");
      if (!answer) return;
      chosen = answer;
    }
    setHeld((current) => ({ ...current, [item.id]: changes }));
    try {
      await update.mutateAsync({ id: item.id, body: { ...body, scope: chosen } });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : "The appointment could not be moved.");
    } finally {
      setHeld(({ [item.id]: _done, ...rest }) => rest);
    }
  };

  const move = (item: AppointmentItem, place: SlotPlace) => {
    const body: Omit<AppointmentUpdate, "scope"> = { date: place.date, time: place.time };
    if (place.bay !== item.bay) body.bay = place.bay;
    void change(item, place, body);
  };
  const resize = (item: AppointmentItem, durationMinutes: number) => void change(item, { durationMinutes }, { durationMinutes });

  const shown = calendar.data && {
    ...calendar.data,
    appointments: calendar.data.appointments.map((item) => ({ ...item, ...held[item.id] })),
  };
  const bayNames = calendar.data?.bayNamesSet ? calendar.data.bays : [];
  const firstOpen = (() => {
    const day = calendar.data?.days.find((d) => d.date === date && !d.closed);
    return day ? day.opens : "09:00";
  })();
  const bookAt = (place: SlotPlace) => setTarget({ kind: "new", start: place });
  const newStart = (): SlotPlace => {
    // Today: the next slot from now; another day: its opening time.
    if (date === now.date) {
      const next = Math.ceil((minutesOf(now.time) + 1) / SLOT_MINUTES) * SLOT_MINUTES;
      return { date, time: next < 24 * 60 ? timeOf(Math.max(next, minutesOf(firstOpen))) : firstOpen, bay: null };
    }
    return { date, time: firstOpen, bay: null };
  };
  const hasBlocks = shown ? calendarLayout(shown, dates).blocks.length > 0 : false;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(next) => write({ view: next as View, date, filters })}
            data={[
              { value: "day", label: "Day" },
              { value: "week", label: "Week" },
              { value: "list", label: "List" },
            ]}
          />
          {view !== "list" && (
            <>
              <ActionIcon variant="default" size="lg" aria-label={view === "week" ? "Previous week" : "Previous day"} onClick={() => step(-1)}>
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Button variant="default" onClick={() => write({ view, date: now.date, filters })}>
                Today
              </Button>
              <ActionIcon variant="default" size="lg" aria-label={view === "week" ? "Next week" : "Next day"} onClick={() => step(1)}>
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
              <DateField label="Date" value={date} onChange={(next) => next && write({ view, date: next, filters })} />
              {calendar.isFetching && calendar.data && <Loader size="sm" aria-label="Refreshing the calendar" mb={8} />}
            </>
          )}
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => bookAt(newStart())}>
          New appointment
        </Button>
      </Group>

      {view !== "list" && (
        <Text fw={600} component="h2" size="lg" m={0}>
          {view === "week" ? `Week of ${formatDisplayDate(dates[0] ?? date)}` : `${dayjs(date).format("dddd")}, ${formatDisplayDate(date)}`}
        </Text>
      )}
      {refusal && (
        <Alert color="red" variant="light" title="Not moved" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      {view === "list" ? (
        <AppointmentListView
          filters={filters}
          onChange={(changes) => write({ view, date, filters: { ...filters, ...changes } })}
          onOpen={(item) => setTarget({ kind: "open", id: item.id })}
        />
      ) : calendar.isError ? (
        <Alert color="red" variant="light" title="The calendar is not available">
          {calendar.error.message}
        </Alert>
      ) : shown ? (
        <>
          <AppointmentCalendarGrid
            calendar={shown}
            dates={dates}
            now={now}
            onOpen={(item) => setTarget({ kind: "open", id: item.id })}
            onBook={bookAt}
            onMove={move}
            onResize={resize}
          />
          {!hasBlocks && (
            <Text size="sm" c="dimmed">
              No appointments {view === "week" ? "this week" : "on this day"}. Click a time to book one.
            </Text>
          )}
        </>
      ) : (
        <Loader size="sm" aria-label="Loading the calendar" />
      )}
      <AppointmentDialog target={target} bayNames={bayNames} onClose={() => setTarget(null)} />
      {scope.element}
    </Stack>
  );
}
