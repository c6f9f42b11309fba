import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import type { RegisterMenuProps } from "./register-menu";

const loadRegisterMenu = () => import("./register-menu");
const RegisterMenu = lazy(loadRegisterMenu);
const preload = () => void loadRegisterMenu().catch(() => undefined);

/**
 * The "Register" button: the menu behind it (and the popover code it needs) loads when a finger or
 * pointer comes near it, not with the counter, which opens quicker for it.
 */
export function RegisterMenuButton(props: RegisterMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="default"
      size="sm"
      rightSection={<IconChevronDown size={16} aria-hidden />}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      Register
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <RegisterMenu {...props} />
    </Suspense>
  );
}
