import { Button } from "@mantine/core";
import { IconCashRegister, IconSelector } from "@tabler/icons-react";
import type { Register } from "@washdesk/domain";
import { lazy, Suspense, useState } from "react";

const loadRegisterSwitch = () => import("./register-switch");
const RegisterSwitch = lazy(loadRegisterSwitch);
const preload = () => void loadRegisterSwitch().catch(() => undefined);

export interface RegisterSwitchProps {
  /** The drawer this station sells into now. */
  register: Register;
  registers: readonly Register[];
  mayOpen: boolean;
  onChoose: (registerId: string) => void;
}

/**
 * The station's register by name, always in sight: a tap lists the drawers to sell into instead.
 * As with the Register menu, the list loads when a finger or pointer comes near, not with the counter.
 */
export function RegisterSwitchButton(props: RegisterSwitchProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCashRegister size={18} aria-hidden />}
      rightSection={<IconSelector size={16} aria-hidden />}
      title="Change this station's register"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {props.register.name}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <RegisterSwitch {...props} />
    </Suspense>
  );
}
