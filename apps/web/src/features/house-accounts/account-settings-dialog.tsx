import { Button, Group, Modal, Stack, TagsInput, Textarea } from "@mantine/core";
import {
  AccountStatus,
  AccountTerms,
  accountStatusLabels,
  accountTermsLabels,
  MAX_ACCOUNT_DRIVERS,
  messages,
  type HouseAccountSettings,
} from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { EnumSelect } from "../../components/enum-select";
import { MoneyInput } from "../../components/money-input";
import { useSetHouseAccount } from "./house-account-mutations";

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
  const [terms, setTerms] = useState<AccountTerms>(current?.terms ?? AccountTerms.Net30);
  const [status, setStatus] = useState<AccountStatus>(current?.status ?? AccountStatus.Active);
  const [drivers, setDrivers] = useState<string[]>(current?.drivers ?? []);
  const [note, setNote] = useState(current?.note ?? "");
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (limit === null || limit < 0) return;
    save.mutate({ creditLimit: limit, terms, status, drivers, note }, { onSuccess: onClose });
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
        <EnumSelect label="Terms" enumeration={AccountTerms} labels={accountTermsLabels} value={terms} onChange={setTerms} />
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
        <EnumSelect label="Status" enumeration={AccountStatus} labels={accountStatusLabels} value={status} onChange={setStatus} />
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
