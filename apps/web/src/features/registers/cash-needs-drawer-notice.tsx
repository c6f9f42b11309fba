import { Alert, Button, Group, Text } from "@mantine/core";
import { saleRefusals } from "@washdesk/domain";
import { Link } from "react-router";

/**
 * A cash payment the server refused because this station has no open drawer: the words, and the way
 * to choose this station's register (an open one) or open it, on Open Register.
 */
export function CashNeedsDrawerNotice() {
  return (
    <Alert color="orange" variant="light" title="No open register at this station" role="alert">
      <Text size="sm" mb="sm">
        {saleRefusals.cashNeedsDrawer.message}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/registers/open" size="sm">
          Choose or open a register
        </Button>
        <Button component={Link} to="/registers/opened" variant="default" size="sm">
          Opened registers
        </Button>
      </Group>
    </Alert>
  );
}
