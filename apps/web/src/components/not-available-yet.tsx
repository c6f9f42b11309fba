import { Alert } from "@mantine/core";
import { IconHourglassEmpty } from "@tabler/icons-react";

/** What a screen of a later release shows: an honest notice, never made-up data. */
export function NotAvailableYet() {
  return (
    <Alert variant="light" color="gray" icon={<IconHourglassEmpty aria-hidden />} title="Not available yet">
      Not available yet — this screen arrives in a later release.
    </Alert>
  );
}
