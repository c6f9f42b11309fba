import { Badge, Button, Group, Paper, Text } from "@mantine/core";
import { AppointmentStatus, formatMoney, paymentMethodLabels, type AppointmentItem, type DocumentPricing, type OpenTicket, type Sale } from "@washdesk/domain";
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../api/api-error";
import { saleCreateBody, useCreateSale } from "../sales";
import { ClearCartDialog } from "./clear-cart-dialog";
import { OpenTicketsDialog } from "./open-tickets-dialog";
import { ParkTicketDialog } from "./park-ticket-dialog";
import { hasMoney, paidOf, paymentBodies, type PosCart } from "./pos-cart";
import { cartFromSale, parkBody, saveBody, suggestedLabel, ticketTitle } from "./ticket-cart";
import { useParkTicket, useResumeTicket, useSaveTicket, useVoidTicket } from "./ticket-mutations";
import { useOpenTickets } from "./ticket-queries";
import { TodayAppointmentsDialog } from "./today-appointments-dialog";
import { useCheckIn, useTodayAppointments } from "./today-appointments-queries";

export interface PosTicketsActions {
  /** The cart's "Clear cart": one tap without money; with money, park or void first. */
  clear: () => void;
}

export interface PosTicketsProps {
  cart: PosCart;
  pricing: DocumentPricing | null;
  sessionId: string;
  onReplace: (cart: PosCart) => void;
  onReset: () => void;
  actionsRef: Ref<PosTicketsActions>;
}

const failureOf = (error: unknown) =>
  error instanceof ApiError && error.envelope.message.trim() !== "" ? error.envelope.message : "Something went wrong. Try again.";

const CART_BUSY = "Park or clear the cart first: it holds another sale.";

/**
 * Open tickets at the counter: park the cart under a label, resume any pending sale (also by
 * /sales/pos?sale=<id>), and the choice a cart with money asks for before it is cleared.
 */
export function PosTickets({ cart, pricing, sessionId, onReplace, onReset, actionsRef }: PosTicketsProps) {
  const [dialog, setDialog] = useState<"list" | "park" | "clear" | "appointments" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resuming, setResuming] = useState<string | null>(null);
  // One key per void intent, kept across retries of the same dialog.
  const voidKey = useRef(crypto.randomUUID());
  const tickets = useOpenTickets();
  const park = useParkTicket();
  const save = useSaveTicket();
  const voidPayments = useVoidTicket();
  const createSale = useCreateSale();
  const resume = useResumeTicket();
  const [searchParams, setSearchParams] = useSearchParams();
  const appointments = useTodayAppointments();
  const checkIn = useCheckIn();
  const [checkingIn, setCheckingIn] = useState<string | null>(null);
  const [appointmentNotice, setAppointmentNotice] = useState<string | null>(null);
  // One key per appointment's check-in, kept across retries until the server has answered.
  const checkInKeys = useRef(new Map<string, string>());

  const busy = cart.lines.length > 0 || hasMoney(cart);
  const open = (next: typeof dialog) => {
    setFailure(null);
    setDialog(next);
  };

  const resumeSale = useCallback(
    async (id: string, takeOver = false) => {
      setNotice(null);
      setResuming(id);
      try {
        const sale: Sale = await resume.mutateAsync({ id, takeOver });
        onReplace(cartFromSale(sale, sale.ticketLabel ?? ticketTitle({ ...sale, ticketLabel: null, vehicleTag: sale.vehicle?.tag || null })));
        setDialog(null);
      } catch (error) {
        setNotice(failureOf(error));
        setDialog("list");
      } finally {
        setResuming(null);
      }
    },
    [resume, onReplace],
  );

  // /sales/pos?sale=<id> opens that sale at the counter (the POS sales list's "Pay").
  const wanted = searchParams.get("sale");
  useEffect(() => {
    if (!wanted) return;
    setSearchParams(
      (params) => {
        params.delete("sale");
        return params;
      },
      { replace: true },
    );
    if (cart.ticket?.saleId === wanted) return;
    if (busy) {
      setNotice(CART_BUSY);
      setDialog("list");
      return;
    }
    void resumeSale(wanted);
    // Only a new ?sale= asks: the cart changing afterwards must not resume again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  const onResume = (ticket: OpenTicket, takeOver: boolean) => {
    if (cart.ticket?.saleId === ticket.id) return setDialog(null);
    if (busy) return setNotice(CART_BUSY);
    void resumeSale(ticket.id, takeOver);
  };

  /** Check in (or take up the ticket already opened for it), then open its ticket in the cart. */
  const checkInAppointment = async (appointment: AppointmentItem) => {
    setAppointmentNotice(null);
    setCheckingIn(appointment.id);
    const key = checkInKeys.current.get(appointment.id) ?? crypto.randomUUID();
    checkInKeys.current.set(appointment.id, key);
    try {
      const { sale } = await checkIn.mutateAsync({ id: appointment.id, registerSessionId: sessionId, idempotencyKey: key });
      checkInKeys.current.delete(appointment.id);
      if (cart.ticket?.saleId === sale.id) return setDialog(null);
      if (busy) return setAppointmentNotice(`Checked in to ticket #${sale.number}. ${CART_BUSY} The ticket waits in Open tickets.`);
      await resumeSale(sale.id);
    } catch (error) {
      setAppointmentNotice(failureOf(error));
    } finally {
      setCheckingIn(null);
    }
  };

  const parkCart = async (label: string) => {
    if (pricing === null) return;
    setFailure(null);
    try {
      if (cart.ticket) {
        const body = saveBody(cart, pricing.amount, paymentBodies(cart), label, true, sessionId);
        await save.mutateAsync({ id: cart.ticket.saleId, body, idempotencyKey: cart.idempotencyKey });
      } else {
        await park.mutateAsync({ body: parkBody(cart, pricing.amount, paymentBodies(cart), label, sessionId), idempotencyKey: cart.idempotencyKey });
      }
      setDialog(null);
      onReset();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const voidCart = async (reason: string) => {
    if (pricing === null) return;
    setFailure(null);
    try {
      // Payments taken here exist only in the cart: they are written to their sale first, so the
      // void gives them back on the record, with who, when and why.
      let saleId = cart.ticket?.saleId;
      if (!saleId) {
        const body = { ...saleCreateBody(cart, pricing.amount, paymentBodies(cart)), registerSessionId: sessionId };
        saleId = (await createSale.mutateAsync({ body, idempotencyKey: cart.idempotencyKey })).id;
      } else if (cart.payments.length > 0) {
        const body = saveBody(cart, pricing.amount, paymentBodies(cart), cart.ticket!.label, false, sessionId);
        await save.mutateAsync({ id: saleId, body, idempotencyKey: cart.idempotencyKey });
      }
      await voidPayments.mutateAsync({ id: saleId, body: { reason, registerSessionId: sessionId }, idempotencyKey: voidKey.current });
      voidKey.current = crypto.randomUUID();
      setDialog(null);
      onReset();
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  useImperativeHandle(actionsRef, () => ({
    clear: () => {
      if (hasMoney(cart)) return open("clear");
      // A resumed ticket without money goes back on the list unchanged, no longer shown at a counter.
      if (cart.ticket) {
        const body = { ticketLabel: cart.ticket.label, park: true, payments: [], registerSessionId: sessionId, resumedAt: cart.ticket.resumedAt };
        save.mutate({ id: cart.ticket.saleId, body, idempotencyKey: crypto.randomUUID() });
        return onReset();
      }
      // A new cart keeps its customer: the next sale is often for the same person.
      onReplace({ ...cart, lines: [], payments: [] });
    },
  }));

  const count = tickets.data?.total ?? 0;
  const expected = appointments.data?.items.filter((a) => a.status === AppointmentStatus.Pending && a.sale === null).length ?? 0;
  const ticketPaid = cart.ticket?.paid ?? [];
  return (
    <>
      <Group gap="xs" justify="space-between">
        <Button variant="light" onClick={() => open("list")} rightSection={<Badge size="sm">{count}</Badge>}>
          Open tickets
        </Button>
        <Button
          variant="light"
          onClick={() => {
            setAppointmentNotice(null);
            open("appointments");
          }}
          rightSection={<Badge size="sm">{expected}</Badge>}
          // Named by what it shows ("Appointments 2"), as Open tickets is; the count is those still to check in.
          title={`${expected} to check in today`}
        >
          Appointments
        </Button>
        <Button variant="default" onClick={() => open("park")} disabled={cart.lines.length === 0 || pricing === null}>
          Park ticket
        </Button>
      </Group>
      {cart.ticket && (
        <Paper withBorder p="xs" component="section" aria-label="Resumed ticket">
          <Text size="sm" fw={600}>
            Ticket {cart.ticket.label} · Sale #{cart.ticket.number}
          </Text>
          {ticketPaid.length > 0 && (
            <Text size="sm">
              Paid before: {ticketPaid.map((p) => `${paymentMethodLabels[p.method]} ${formatMoney(p.amount)}`).join(", ")}. Its lines can no longer change.
            </Text>
          )}
        </Paper>
      )}
      <OpenTicketsDialog
        opened={dialog === "list"}
        tickets={tickets.data?.items}
        loading={tickets.isLoading}
        error={tickets.isError ? "The open tickets could not be loaded. Check the connection." : null}
        resuming={resuming}
        notice={notice}
        onResume={onResume}
        onClose={() => {
          setNotice(null);
          setDialog(null);
        }}
      />
      <TodayAppointmentsDialog
        opened={dialog === "appointments"}
        appointments={appointments.data?.items}
        loading={appointments.isLoading}
        error={appointments.isError ? "Today's appointments could not be loaded. Check the connection." : null}
        checkingIn={checkingIn}
        notice={appointmentNotice}
        onCheckIn={(appointment) => void checkInAppointment(appointment)}
        onClose={() => {
          setAppointmentNotice(null);
          setDialog(null);
        }}
      />
      <ParkTicketDialog
        opened={dialog === "park"}
        suggested={suggestedLabel(cart)}
        parking={park.isPending || save.isPending}
        failure={failure}
        onPark={(label) => void parkCart(label)}
        onClose={() => setDialog(null)}
      />
      <ClearCartDialog
        opened={dialog === "clear"}
        paid={paidOf(cart)}
        voiding={voidPayments.isPending || createSale.isPending || save.isPending}
        failure={failure}
        onPark={() => open("park")}
        onVoid={(reason) => void voidCart(reason)}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
