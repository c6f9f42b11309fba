import { Paper } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { AccountStatus, can, pricedByVehicleType, registerRefusals, type PaymentInput, type Register, type Sale, type VehicleType } from "@washdesk/domain";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../api/api-error";
import { loadMarks, markLoad } from "../../app/load-marks";
import { useStableCallback } from "../../components/use-stable-callback";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { registerKeys } from "../registers";
import { draftVehicleType, priceDraft, saleCreateBody, useCreateSale, type FoundProduct, type SaleDraft } from "../sales";
import { DonePanel } from "./done-panel";
import { PaymentPanel, type PaymentPanelActions } from "./payment-panel";
import { addProduct, newPaymentKey, paidOf, paymentBodies } from "./pos-cart";
import { PosCartPanel } from "./pos-cart-panel";
import { PosCheckout } from "./pos-checkout";
import { useChargeNewSale, useHouseAccount } from "../house-accounts";
import { PosCustomer } from "./pos-customer";
import { PosTickets, type PosTicketsActions } from "./pos-tickets";
import { cashChange } from "./quick-cash";
import { RegisterBar } from "./register-bar";
import { ServiceTiles } from "./service-tiles";
import { usePosCart } from "./use-pos-cart";
import { usePosShortcuts } from "./use-pos-shortcuts";
import { VehicleTypeChoice } from "./vehicle-type-choice";
import { saveBody } from "./ticket-cart";
import { useSaveTicket } from "./ticket-mutations";
import classes from "./pos-screen.module.css";

export interface PosScreenProps {
  register: Register;
  /** Every drawer, for the switch to another open one. */
  registers: readonly Register[];
  onChooseRegister: (registerId: string) => void;
  /** The open session of this station's register: every sale here lands in its drawer. */
  sessionId: string;
  onRegisterDialog: (kind: "drop" | "close") => void;
}

function failureText(error: unknown): string {
  const said = error instanceof ApiError ? error.envelope.message.trim() : "";
  const reason = said === "" ? "Something went wrong." : /[.!?]$/.test(said) ? said : `${said}.`;
  return `${reason} The cart is kept: tap Complete sale to try again.`;
}

/** The counter: tiles and customer on one side, the cart and the money on the other. */
export function PosScreen({ register, registers, onChooseRegister, sessionId, onRegisterDialog }: PosScreenProps) {
  const group = useSessionStore(sessionSelectors.group);
  const queryClient = useQueryClient();
  const { cart, update, reset } = usePosCart(register.id);
  // The done panel is the confirmation: no notice of success beside it (a failure still notifies).
  const create = useCreateSale({ quietSuccess: true });
  const saveTicket = useSaveTicket({ quietSuccess: true });
  const chargeNew = useChargeNewSale({ quietSuccess: true });
  // The cart's customer's house account: "Charge to account" is offered while it is active.
  const houseAccount = useHouseAccount(cart.customer?.id ?? null, can(group, "customers.list"));
  const [driver, setDriver] = useState<string | null>(null);
  const tickets = useRef<PosTicketsActions>(null);
  // The done panel: null while selling; from the tap on "Complete sale" until the server answers,
  // its frame with a sign of progress (sale null); then the answered sale. The frame is drawn while
  // the request is in flight, so the answer only fills in its figures.
  const [done, setDone] = useState<{ sale: Sale | null } | null>(null);
  // Mounted from the first "Complete sale" on and kept, hidden, while the counter sells: the next
  // tap only shows it.
  const [panelMounted, setPanelMounted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const productSearch = useRef<HTMLInputElement>(null);
  const customerSearch = useRef<HTMLInputElement>(null);
  const newSaleButton = useRef<HTMLButtonElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  // Set from the tap on Complete sale to the answer: a second tap or F9 meanwhile sends nothing.
  const completing = useRef(false);
  const payments = useRef<PaymentPanelActions>(null);
  // A service priced per vehicle type, tapped before the type is known: it waits for the type.
  const [typing, setTyping] = useState<FoundProduct | null>(null);

  const pricing = priceDraft(cart);
  const vehicleType = draftVehicleType(cart);
  const paid = paidOf(cart);
  const balance = pricing === null ? null : pricing.amount - paid;
  const lastCash = [...cart.payments].reverse().find((payment) => payment.tendered !== undefined);
  const lastChange = lastCash?.tendered === undefined ? null : cashChange(lastCash.tendered, lastCash.amount, lastCash.tip ?? 0);
  // The base price is for products without type prices; a typed service waits for the vehicle type.
  const typeMissing = vehicleType === null && cart.lines.some((line) => pricedByVehicleType(line.product));
  const sending = create.isPending || saveTicket.isPending || chargeNew.isPending;
  // Not while the done panel shows: the cart of a finished sale waits there a frame to be emptied.
  const canComplete = cart.lines.length > 0 && balance === 0 && !typeMissing && !sending && done === null;

  // Stable handlers and a party that changes only with itself: the tiles, the customer and the
  // register bar are memoised and do not draw again on a tap that only changes the cart's lines.
  const pick = useStableCallback((product: FoundProduct) => {
    if (vehicleType === null && pricedByVehicleType(product.product)) setTyping(product);
    else update((current) => addProduct(current, product));
  });
  const pickWithType = (product: FoundProduct, type: VehicleType) => {
    setTyping(null);
    update((current) => addProduct({ ...current, vehicleType: type }, product));
  };

  const changeParty = useStableCallback((changes: Partial<SaleDraft>) => update((current) => ({ ...current, ...changes })));
  const party = useMemo(
    () => ({ customer: cart.customer, vehicleId: cart.vehicleId, vehicleType: cart.vehicleType }),
    [cart.customer, cart.vehicleId, cart.vehicleType],
  );
  const makeDrop = useStableCallback(() => onRegisterDialog("drop"));
  const closeRegister = useStableCallback(() => onRegisterDialog("close"));
  const chooseRegister = useStableCallback(onChooseRegister);
  const addPayment = (payment: PaymentInput) => update((current) => ({ ...current, payments: [...current.payments, { ...payment, key: newPaymentKey() }] }));

  const account = houseAccount.data?.account ?? null;
  // A resumed ticket is charged from its sale's page (its lines may have changed here).
  const chargeable = account?.status === AccountStatus.Active && cart.customer !== null && !cart.ticket;
  const canCharge = chargeable && cart.lines.length > 0 && balance !== null && balance > 0 && !typeMissing && !sending && done === null;

  const complete = async (how: "pay" | "charge" = "pay") => {
    if (!(how === "charge" ? canCharge : canComplete) || pricing === null || completing.current) return;
    completing.current = true;
    const body = { ...saleCreateBody(cart, pricing.amount, paymentBodies(cart)), registerSessionId: sessionId };
    // The cart's own key: a retry after a refusal or a lost answer is the same sale to the server.
    // A resumed ticket is paid on its own sale: no new sale is rung up.
    const answer =
      how === "charge"
        ? chargeNew.mutateAsync({ body: { ...body, customerId: cart.customer!.id, driverName: driver ?? "" }, idempotencyKey: cart.idempotencyKey })
        : cart.ticket
          ? saveTicket.mutateAsync({
              id: cart.ticket.saleId,
              body: saveBody(cart, pricing.amount, paymentBodies(cart), cart.ticket.label, false, sessionId),
              idempotencyKey: cart.idempotencyKey,
            })
          : create.mutateAsync({ body, idempotencyKey: cart.idempotencyKey });
    // The request is sent first (fetch is reached in this task's microtasks); the panel's frame is
    // drawn in the next task, while the request travels. The selling screen is hidden, not
    // unmounted, and the cart is kept as it is until the answer. An answer quicker than that task
    // has already settled the screen: the frame is then not drawn.
    setTimeout(() => {
      if (!completing.current) return;
      setFailure(null);
      setDone({ sale: null });
      setPanelMounted(true);
    }, 0);
    try {
      const sale = await answer;
      setDone({ sale });
      setPanelMounted(true);
      // The cart empties once the panel's figures are painted: redrawing the hidden selling screen
      // (the tiles back to their base prices among it) does not hold them up.
      requestAnimationFrame(() => setTimeout(reset, 0));
      setDriver(null);
    } catch (error) {
      // Back to the selling screen with the cart untouched, the refusal under Complete sale.
      setDone(null);
      setFailure(failureText(error));
      if (error instanceof ApiError && error.code === registerRefusals.sessionClosed.code) {
        // The drawer was closed elsewhere: the screen turns into the "no register" panel.
        void queryClient.invalidateQueries({ queryKey: registerKeys.all });
      }
    } finally {
      completing.current = false;
    }
  };

  const newSale = () => {
    setDone(null);
    setFailure(null);
    requestAnimationFrame(() => productSearch.current?.focus());
  };

  // Once the answered sale is on the panel (its buttons enabled), focus is on New sale, after the
  // frame that shows the figures: moving focus makes the browser work out styles first.
  const answered = done?.sale ?? null;
  useEffect(() => {
    if (!answered) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => newSaleButton.current?.focus(), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answered]);

  // After a refusal, focus goes back to Complete sale (the tapped button was hidden meanwhile), once
  // the mutation has settled and the button is enabled again: one more tap tries again.
  useEffect(() => {
    if (failure !== null && !sending) completeButton.current?.focus();
  }, [failure, sending]);

  // Once per counter: when its first render reaches the document (the POS bench reads it).
  useLayoutEffect(() => markLoad(loadMarks.counterDrawn), []);

  usePosShortcuts({
    focusProducts: () => (done ? undefined : productSearch.current?.focus()),
    focusCustomer: () => (done ? undefined : customerSearch.current?.focus()),
    payCashExact: () => (done ? undefined : payments.current?.payCashExact()),
    complete: () => void complete(),
    back: () => {
      if (done?.sale) newSale();
    },
  });

  return (
    <div className={classes.screen}>
      <RegisterBar register={register} registers={registers} onChooseRegister={chooseRegister} onMakeDrop={makeDrop} onCloseRegister={closeRegister} />
      {panelMounted && (
        <div style={done ? undefined : { display: "none" }}>
          <DonePanel sale={done?.sale ?? null} shown={done !== null} onNewSale={newSale} newSaleRef={newSaleButton} />
        </div>
      )}
      {/* Hidden, not unmounted, while a finished sale shows: the next sale starts on a screen
          already drawn, and finishing one does not pay for taking the whole counter down. */}
      <div className={classes.columns} style={done ? { display: "none" } : undefined}>
        <div className={`${classes.column} ${classes.scroller}`}>
          <Paper withBorder p="sm" component="section" aria-label="Customer and vehicle">
            <PosCustomer party={party} onChange={changeParty} canAddCustomer={can(group, "customers.new")} searchRef={customerSearch} />
          </Paper>
          <ServiceTiles vehicleType={vehicleType} onPick={pick} searchRef={productSearch} />
        </div>
        <div className={classes.column}>
          <PosTickets cart={cart} pricing={pricing} sessionId={sessionId} onReplace={(next) => update(() => next)} onReset={reset} actionsRef={tickets} />
          {/* The cart and the tender scroll here; the balance and Complete sale stay in sight below. */}
          <div className={classes.scroller} data-testid="pos-cart-column">
            <PosCartPanel
              lines={cart.lines}
              vehicleType={vehicleType}
              pricing={pricing}
              onChangeLine={(key, line) => update((current) => ({ ...current, lines: current.lines.map((l) => (l.key === key ? line : l)) }))}
              onRemoveLine={(key) => update((current) => ({ ...current, lines: current.lines.filter((l) => l.key !== key) }))}
              onClear={() => tickets.current?.clear()}
              typeMissing={typeMissing}
            />
            <PaymentPanel
              balance={balance}
              payments={cart.payments}
              disabled={cart.lines.length === 0 || sending}
              onAdd={addPayment}
              onRemove={(key) => update((current) => ({ ...current, payments: current.payments.filter((p) => p.key !== key) }))}
              actionsRef={payments}
            />
          </div>
          <PosCheckout
            total={pricing?.amount ?? null}
            paid={paid}
            lastChange={lastChange}
            canComplete={canComplete}
            completing={sending}
            failure={failure}
            onComplete={() => void complete()}
            completeRef={completeButton}
            charge={
              chargeable
                ? {
                    canCharge,
                    available: houseAccount.data?.availableCredit ?? 0,
                    drivers: account.drivers,
                    driver,
                    onDriver: setDriver,
                    onCharge: () => void complete("charge"),
                  }
                : null
            }
          />
        </div>
      </div>
      {typing && <VehicleTypeChoice product={typing} onChoose={(type) => pickWithType(typing, type)} onCancel={() => setTyping(null)} />}
    </div>
  );
}
