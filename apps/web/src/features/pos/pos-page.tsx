import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { can } from "@washdesk/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { useRegisters, useStationRegister } from "../registers";
import { NoRegisterPanel } from "./no-register-panel";
import { usePosTiles } from "./pos-catalog";
import { firstTileFilter } from "./pos-tile-query";
import { PosScreen } from "./pos-screen";
import { RegisterDialogs, type RegisterDialog } from "./register-dialogs";

/** docs/product.md §2 /sales/pos: the point of sale of this station, selling into its open register. */
export default function PosPage() {
  const group = useSessionStore(sessionSelectors.group);
  const registers = useRegisters();
  const station = useStationRegister();
  const openRegisters = (registers.data ?? []).filter((r) => r.openSession !== null);
  // A station that has no drawer yet sells into the only one open: nothing to ask (docs/product.md §2).
  const attach = station.register === null && openRegisters.length === 1 ? (openRegisters[0] ?? null) : null;
  const register = station.register ?? attach;
  const openSession = register?.openSession ?? null;
  const [dialog, setDialog] = useState<RegisterDialog | null>(null);
  // The first tiles load while the register is being looked up, not after: the counter is usable sooner.
  usePosTiles(firstTileFilter, "", can(group, "sales.pos.new"));
  const attachId = attach?.id ?? null;
  const choose = station.choose;
  useEffect(() => {
    if (attachId !== null) choose(attachId);
  }, [attachId, choose]);

  if (!can(group, "sales.pos.new")) {
    return (
      <Alert color="gray" variant="light" title="Selling is not part of your role">
        <Stack gap="xs" align="flex-start">
          You can look through this register&apos;s sales.
          <Button component={Link} to="/sales/pos/list" variant="light">
            POS Sales
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (station.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the register" />
      </Center>
    );
  }
  if (registers.isError) {
    return (
      <Alert color="red" variant="light" title="The registers could not be loaded">
        {registers.error.message}. Check the connection and reload the page.
      </Alert>
    );
  }
  return (
    <>
      {register && openSession ? (
        // A new session (the drawer closed and opened again) starts the screen afresh.
        <PosScreen
          key={openSession.id}
          register={register}
          registers={registers.data ?? [register]}
          onChooseRegister={station.choose}
          sessionId={openSession.id}
          onRegisterDialog={(kind) => setDialog({ kind, sessionId: openSession.id, registerName: register.name })}
        />
      ) : (
        <NoRegisterPanel registerName={register?.name ?? null} openRegisters={openRegisters} onChoose={station.choose} />
      )}
      <RegisterDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
