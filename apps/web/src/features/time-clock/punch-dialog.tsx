import { Alert, Button, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { can, clockActionsFrom, PIN_MAX_LENGTH, PIN_MIN_LENGTH, timeClockWords, type ClockAction, type ClockPerson, type Punch } from "@washdesk/domain";
import { useState } from "react";
import { PinInput } from "../../components/pin-input";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { clockSinceText } from "./clock-since";
import { usePunch } from "./time-clock-mutations";

interface Choice {
  action: ClockAction;
  label: string;
  breakKind?: Punch["breakKind"];
  color?: string;
}

/** The buttons a person's state offers; a break is a paid rest or an unpaid meal. */
function choicesFor(person: ClockPerson): Choice[] {
  return clockActionsFrom(person.state).flatMap((action): Choice[] => {
    if (action === "startBreak") {
      return [
        { action, label: "Start paid rest", breakKind: "rest", color: "teal" },
        { action, label: "Start unpaid meal", breakKind: "meal", color: "teal" },
      ];
    }
    if (action === "clockOut") return [{ action, label: "Clock out", color: "red" }];
    return [{ action, label: action === "clockIn" ? "Clock in" : "End break" }];
  });
}

export interface PunchDialogProps {
  person: ClockPerson | null;
  /** The shop's day on the board's clock: a shift begun before it says which day. */
  today: string;
  onClose: () => void;
}

/**
 * Punching one person at the kiosk (docs/product.md §2 /timeClock): their PIN, then one big button
 * per move their state allows. One's own punch always takes the PIN; someone else's takes it
 * unless the group may clock others without it. The time is the server's.
 */
export function PunchDialog({ person, today, onClose }: PunchDialogProps) {
  const user = useSessionStore(sessionSelectors.user);
  const group = useSessionStore(sessionSelectors.group);
  const utility = useSessionStore(sessionSelectors.utility);
  const punch = usePunch();
  const [pin, setPin] = useState("");
  const self = person !== null && person.userId === user?.id;
  const pinNeeded = self || !can(group, "timeClock.others") || can(group, "timeClock.requiredPinToOthers");

  const close = () => {
    setPin("");
    punch.reset();
    onClose();
  };

  const send = (choice: Choice) => {
    if (!person || punch.isPending) return;
    punch.mutate(
      { userId: person.userId, action: choice.action, breakKind: choice.breakKind, pin: pinNeeded ? pin : undefined },
      { onSuccess: close, onError: () => setPin("") },
    );
  };

  return (
    <Modal opened={person !== null} onClose={close} title={person ? `Time clock: ${person.name}` : "Time clock"} centered size="md">
      {person && (
        <Stack gap="md">
          <Text aria-live="polite">
            {clockSinceText(person, today, utility?.timeZone)}
            {person.state === "onBreak" && person.breakKind === "meal" ? " (unpaid meal)" : person.state === "onBreak" ? " (paid rest)" : ""}
          </Text>
          {person.flagged && (
            <Alert color="orange" title="Open too long">
              This shift has been open longer than the shop allows; a manager will close it.
            </Alert>
          )}
          {pinNeeded && <PinInput label="PIN" length={PIN_MAX_LENGTH} mask value={pin} onChange={setPin} autoFocus />}
          {punch.error && (
            <Alert color="red" role="alert">
              {punch.error.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {choicesFor(person).map((choice) => (
              <Button
                key={choice.label}
                size="xl"
                color={choice.color}
                loading={punch.isPending && punch.variables.action === choice.action && punch.variables.breakKind === choice.breakKind}
                disabled={punch.isPending || (pinNeeded && pin.length < PIN_MIN_LENGTH)}
                onClick={() => send(choice)}
              >
                {choice.label}
              </Button>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {timeClockWords.serverTime} {timeClockWords.shortMealRule}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
