import { Button, Group, Modal, Select, Stack, TagsInput, Textarea } from "@mantine/core";
import {
  AccountStatus,
  AccountTerms,
  accountStatusLabels,
  accountTermsLabels,
  enumValues,
  MAX_ACCOUNT_DRIVERS,
  messages,
  type HouseAccountSettings,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { MoneyInput } from "../../components/money-input";
import { useSetHouseAccount } from "./house-account-mutations";

const TERMS = enumValues(AccountTerms).map((value) => ({ value: String(value), label: accountTermsLabels[value] }));
const STATUSES = enumValues(AccountStatus).map((value) => ({ value: String(value), label: accountStatusLabels[value] }));

export interface AccountSettingsDialogProps {
  customerId: string;
  current: HouseAccountSettings | null;
  opened: boolean;
  onClose: () => void;
}

/** Set up or change a customer's account: credit limit, terms, who may charge, active or closed. */
export function AccountSettingsDialog({ customerId, current, opened, onClose }: AccountSettingsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={current ? "Edit account" : "Set up account"}
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened && <AccountSettingsForm customerId={customerId} current={current} onClose={onClose} />}
    </Modal>
  );
}

function AccountSettingsForm({ customerId, current, onClose }: Omit<AccountSettingsDialogProps, "opened">) {
  const save = useSetHouseAccount(customerId);
  const [limit, setLimit] = useState<number | null>(current?.creditLimit ?? null);
  const [terms, setTerms] = useState<string>(String(current?.terms ?? AccountTerms.Net30));
  const [status, setStatus] = useState<string>(String(current?.status ?? AccountStatus.Active));
  const [drivers, setDrivers] = useState<string[]>(current?.drivers ?? []);
  const [note, setNote] = useState(current?.note ?? "");
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (limit === null || limit < 0) return;
    save.mutate({ creditLimit: limit, terms: Number(terms) as AccountTerms, status: Number(status) as AccountStatus, drivers, note }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <MoneyInput
          label="Credit limit"
          required
          data-autofocus
          value={limit}
          onChange={setLimit}
          error={tried && limit === null ? messages.required : undefined}
        />
        <Select label="Terms" data={TERMS} value={terms} onChange={(value) => value && setTerms(value)} allowDeselect={false} />
        <TagsInput
          label="Drivers allowed to charge"
          description="Leave empty to let anyone at the counter charge; press Enter after each name"
          value={drivers}
          onChange={setDrivers}
          maxTags={MAX_ACCOUNT_DRIVERS}
        />
        <Textarea
          label="Note for the counter"
          placeholder="PO number to quote, who signs…"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={2000}
        />
        <Select label="Status" data={STATUSES} value={status} onChange={(value) => value && setStatus(value)} allowDeselect={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
