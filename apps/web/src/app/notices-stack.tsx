import { Notifications } from "@mantine/notifications";
import { noticeDefaults, toMantinePosition } from "../api/notify";

/** The notice stack at the spec's position and timeout; its own chunk (see notices-host.tsx). */
export default function NoticesStack() {
  return <Notifications position={toMantinePosition(noticeDefaults.position)} autoClose={noticeDefaults.timeout} />;
}
