import { useNotifications } from "@mantine/notifications";
import { lazy, Suspense, useState } from "react";

// The notice stack (its component and transitions) loads with the first notice: most screens open
// without one, and the store it reads is already here, so nothing shown before it loads is lost.
const NoticesStack = lazy(() => import("./notices-stack"));

/** Shows the notices of the app's store; mounts the stack once there is something to show. */
export function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticesStack />
    </Suspense>
  );
}
