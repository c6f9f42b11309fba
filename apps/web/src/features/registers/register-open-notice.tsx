import { Alert, Button, Group, Text } from "@mantine/core";
import { can, registerRoutes, type Register } from "@washdesk/domain";
import { useState } from "react";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { formatDateTimeAt } from "../../components/shop-dates";
import { CloseRegisterDialog } from "./close-register-dialog";

type OpenRegister = Register & { openSession: NonNullable<Register["openSession"]> };

/** The station's drawer is already open: selling goes on at the POS, or the drawer is closed first. */
export function RegisterOpenNotice({ register }: { register: OpenRegister }) {
  const timeZone = useSessionStore(sessionSelectors.utility)?.timeZone;
  const group = useSessionStore(sessionSelectors.group);
  // Only for those the close route lets through: anyone else would meet a refusal after counting.
  const mayClose = can(group, ...registerRoutes.close.access);
  const [closing, setClosing] = useState(false);
  const { openSession } = register;
  return (
    <Alert color="blue" variant="light" title={`${register.name} is already open`}>
      <Text size="sm" mb="md">
        Session #{openSession.number}, opened by {openSession.openedBy.name} on {formatDateTimeAt(openSession.openedAt, timeZone)}.
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/sales/pos" size="md">
          Go to POS
        </Button>
        {mayClose && (
          <Button variant="default" color="red" size="md" onClick={() => setClosing(true)}>
            Close register
          </Button>
        )}
      </Group>
      {mayClose && <CloseRegisterDialog sessionId={openSession.id} opened={closing} onClose={() => setClosing(false)} />}
    </Alert>
  );
}
