import { Button, Group } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { can, formatDisplayDate, type PayRun } from "@washdesk/domain";
import { useState } from "react";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { PayRunDialog } from "./pay-run-dialog";
import { useDeleteRun, useExportRun } from "./payroll-mutations";
import { VoidRunDialog } from "./void-run-dialog";

/**
 * What may be done with a run, each with its right: a draft is paid (payroll.pay) or deleted
 * (payroll.delete); a paid run is voided with a reason (payroll.pay), never deleted; any run is
 * exported as CSV.
 */
export function PayRunActions({ run }: { run: PayRun }) {
  const group = useSessionStore(sessionSelectors.group);
  const [dialog, setDialog] = useState<"pay" | "void" | "delete" | null>(null);
  const remove = useDeleteRun(run.id);
  const exportRun = useExportRun();
  const period = `${formatDisplayDate(run.period.start)} – ${formatDisplayDate(run.period.end)}`;

  return (
    <Group gap="sm">
      {run.status === "draft" && can(group, "payroll.pay") && <Button onClick={() => setDialog("pay")}>Pay</Button>}
      {run.status === "draft" && can(group, "payroll.delete") && (
        <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog("delete")}>
          Delete draft
        </Button>
      )}
      {run.status === "paid" && can(group, "payroll.pay") && (
        <Button color="red" variant="light" onClick={() => setDialog("void")}>
          Void
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exportRun.isPending}
        onClick={() => exportRun.mutate({ id: run.id, start: run.period.start })}
      >
        Export CSV
      </Button>

      <PayRunDialog run={dialog === "pay" ? run : null} onClose={() => setDialog(null)} />
      <VoidRunDialog run={dialog === "void" ? run : null} onClose={() => setDialog(null)} />
      <ConfirmDeleteDialog
        title={dialog === "delete" ? "Delete draft" : null}
        deleting={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setDialog(null) })}
      >
        Delete the draft of {period}? Nothing was paid; the period can be drafted again.
      </ConfirmDeleteDialog>
    </Group>
  );
}
