import { Notifications } from "@mantine/notifications";
import { noticeDefaults, toMantinePosition } from "../api/notify";

/** The notice stack at the position and timeout of docs/product.md; its own chunk (see notices-host.tsx). */
export default function NoticesStack() {
  return <Notifications position={toMantinePosition(noticeDefaults.position)} autoClose={noticeDefaults.timeout} />;
}
