import { Button, Group, Stack } from "@mantine/core";
import { countedTotal, formatMoney, type CashCount, type Register } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useIdempotencyKey } from "../../components/use-idempotency-key";
import { CashCountInput } from "./cash-count-input";
import { useOpenRegister } from "./register-mutations";

export interface OpenRegisterFormProps {
  register: Register;
  onOpened: () => void;
}

/**
 * The opening float counted by denomination. The Idempotency-Key lives as long as the form, so a
 * retry after a network hiccup or a refusal repeats the same opening instead of opening twice.
 */
export function OpenRegisterForm({ register, onOpened }: OpenRegisterFormProps) {
  const [counts, setCounts] = useState<CashCount>({});
  const open = useOpenRegister();
  const openKey = useIdempotencyKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await open.mutateAsync({ body: { registerId: register.id, counts }, idempotencyKey: openKey.key });
      onOpened();
    } catch {
      // The notice has said why; the count stays and the same key serves the retry.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <CashCountInput legend="Opening float" totalLabel="Opening cash" value={counts} onChange={setCounts} disabled={open.isPending} />
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={open.isPending}>
            Open register with {formatMoney(countedTotal(counts))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
