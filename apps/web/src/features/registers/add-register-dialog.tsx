import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { registerInputSchema, type Register } from "@washdesk/domain";
import { useState, type FormEvent } from "react";
import { useAddRegister } from "./register-mutations";

export interface AddRegisterDialogProps {
  opened: boolean;
  onClose: () => void;
  onAdded: (register: Register) => void;
}

/** A new drawer (one per counter tablet), named so people can tell the stations apart. */
export function AddRegisterDialog({ opened, onClose, onAdded }: AddRegisterDialogProps) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddRegister();

  const close = () => {
    setName("");
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const register = await add.mutateAsync(parsed.data);
      onAdded(register);
      close();
    } catch {
      // The notice has said why (a name already taken, say); the dialog stays open.
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add register" size={480} closeOnClickOutside={false} closeButtonProps={{ "aria-label": "Close" }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            description="For example Front counter"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={60}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add register
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
