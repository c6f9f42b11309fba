import { Button, Center, Group, Loader, Select, Stack, Text } from "@mantine/core";
import { can, registerMessages, type Register } from "@washdesk/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { restoreSession } from "../../session/restore-session";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { AddRegisterDialog } from "./add-register-dialog";
import { OpenRegisterForm } from "./open-register-form";
import { RegisterOpenNotice } from "./register-open-notice";
import { useRegisters } from "./register-queries";
import { chooseStationRegister, useStationRegisterId } from "./station";

const optionOf = (register: Register) => ({ value: register.id, label: register.openSession ? `${register.name} (open)` : register.name });

/** docs/product.md §2 /registers/open: pick this device's drawer, count the opening float, go selling. */
export default function OpenRegisterPage() {
  const group = useSessionStore(sessionSelectors.group);
  const registers = useRegisters();
  const stationId = useStationRegisterId();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const station = registers.data?.find((register) => register.id === stationId) ?? null;

  const opened = async () => {
    setLeaving(true);
    // The POS reads registerIsOpened from the session store, so it is refreshed before going there.
    await restoreSession().catch(() => undefined);
    await navigate("/sales/pos");
  };

  if (registers.isPending || leaving) {
    return (
      <Center py="xl">
        <Loader aria-label={leaving ? "Opening the POS" : "Loading registers"} />
      </Center>
    );
  }

  const mayAdd = can(group, "management.register.edit");
  const list = registers.data ?? [];

  return (
    <Stack gap="lg" maw={960}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Register"
          description="The drawer of this device"
          placeholder={list.length ? "Choose a register" : "No registers yet"}
          data={list.map(optionOf)}
          value={station?.id ?? null}
          onChange={chooseStationRegister}
          allowDeselect={false}
          size="lg"
          w={360}
        />
        {mayAdd && (
          <Button variant="default" size="lg" onClick={() => setAdding(true)}>
            Add register
          </Button>
        )}
      </Group>

      {!station && list.length > 0 && <Text c="dimmed">{registerMessages.registerRequired}</Text>}
      {list.length === 0 && <Text c="dimmed">{mayAdd ? "Add the first register to start selling." : "No registers yet. Ask a manager to add one."}</Text>}

      {station?.openSession ? (
        <RegisterOpenNotice register={{ ...station, openSession: station.openSession }} />
      ) : (
        station && <OpenRegisterForm key={station.id} register={station} onOpened={() => void opened()} />
      )}

      <AddRegisterDialog opened={adding} onClose={() => setAdding(false)} onAdded={(register) => chooseStationRegister(register.id)} />
    </Stack>
  );
}
