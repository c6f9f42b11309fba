import { Group, Modal } from "@mantine/core";
import type { PayStubAnswer } from "@washdesk/domain";
import { PayStubView } from "./pay-stub-view";
import { PrintStubButton } from "./pay-stub-print";

export interface PayStubDialogProps {
  /** The stub shown; null keeps the dialog closed. */
  stub: PayStubAnswer | null;
  paymentDate?: string | null;
  onClose: () => void;
}

/** One employee's stub of a run or a preview, printable on A4. */
export function PayStubDialog({ stub, paymentDate, onClose }: PayStubDialogProps) {
  return (
    <Modal
      opened={stub !== null}
      onClose={onClose}
      title={stub ? `Pay stub of ${stub.employeeName}` : "Pay stub"}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {stub && (
        <>
          <PayStubView stub={stub} paymentDate={paymentDate} />
          <Group justify="flex-end" mt="md">
            <PrintStubButton stub={stub} paymentDate={paymentDate} />
          </Group>
        </>
      )}
    </Modal>
  );
}
