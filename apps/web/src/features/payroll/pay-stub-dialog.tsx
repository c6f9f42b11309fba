import { Button, Group, Modal } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import type { PayStubAnswer } from "@washdesk/domain";
import { PayStubView } from "./pay-stub-view";
import { PrintStubButton } from "./pay-stub-print";

export interface PayStubDialogProps {
  /** The stub shown; null keeps the dialog closed. */
  stub: PayStubAnswer | null;
  paymentDate?: string | null;
  onClose: () => void;
  /** E-mails the stub to the employee again (a paid stub, from the profile); left out elsewhere. */
  onEmail?: () => void;
  emailing?: boolean;
}

/** One employee's stub of a run or a preview, printable on A4. */
export function PayStubDialog({ stub, paymentDate, onClose, onEmail, emailing = false }: PayStubDialogProps) {
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
            {onEmail && (
              <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} loading={emailing} onClick={onEmail}>
                E-mail stub
              </Button>
            )}
            <PrintStubButton stub={stub} paymentDate={paymentDate} />
          </Group>
        </>
      )}
    </Modal>
  );
}
